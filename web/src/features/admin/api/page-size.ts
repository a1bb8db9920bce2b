/** The server's page size for reports and the audit log: a shorter page is the last one. */
export const ADMIN_PAGE_SIZE = 50;

/** The server's page size for reports and the audit log: a shorter page is the last one. */
export const ADMIN_PAGE_SIZE = 50;

import type { ReportStatus } from '../types';

export const adminKeys = {
  all: ['admin'] as const,
  reports: (status: ReportStatus) => ['admin', 'reports', status] as const,
  suspended: ['admin', 'suspended'] as const,
  audit: ['admin', 'audit'] as const,
};

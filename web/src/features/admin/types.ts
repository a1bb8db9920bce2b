import type { ApiAnswer } from '../../lib/api-paths';

/** A report in the moderation queue, with the reported content as it was when reported. */
export type AdminReport = ApiAnswer<'/api/admin/reports', 'get'>[number];

export type ReportStatus = AdminReport['status'];

export type ModerationAction = NonNullable<AdminReport['resolution']>;

/** Who did what to what; `admin` is null for `npm run admin` on the command line. */
export type AuditEntry = ApiAnswer<'/api/admin/audit', 'get'>[number];

/** A user as the moderation routes show them: with their role and suspension. */
export type ModeratedUser = ApiAnswer<'/api/admin/users/suspended', 'get'>[number];

/** A server we know: its people here, last contact, failures, paused deliveries, and its block or limit. */
export type KnownServer = ApiAnswer<'/api/admin/instances', 'get'>[number];

export type DomainSeverity = NonNullable<KnownServer['severity']>;

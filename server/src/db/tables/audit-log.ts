import type { Selectable } from 'kysely';
import type { ReportAction, ReportTargetType } from './reports.js';

export interface AuditLogTable {
  id: string;
  /** Null for `npm run admin` on the command line. */
  admin_id: string | null;
  action: ReportAction | 'unsuspend' | 'grant' | 'revoke' | 'domain_block' | 'domain_limit' | 'domain_unblock';
  /** `domain` for a server's block or limit (its domain as `target_id`). */
  target_type: ReportTargetType | 'domain';
  target_id: string;
  reason: string;
  created_at: number;
}

export type AuditLogRow = Selectable<AuditLogTable>;

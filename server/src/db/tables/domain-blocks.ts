import type { Selectable } from 'kysely';

export type DomainSeverity = 'block' | 'limit';

/** A server an admin blocked or limited, its subdomains included (migration 0038); who did it is in the audit log. */
export interface DomainBlocksTable {
  domain: string;
  severity: DomainSeverity;
  reason: string;
  created_at: number;
}

export type DomainBlockRow = Selectable<DomainBlocksTable>;

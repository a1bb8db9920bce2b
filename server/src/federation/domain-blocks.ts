import type { Db } from '../db/schema.js';
import type { DomainBlockRow, DomainSeverity } from '../db/tables/domain-blocks.js';

/** A host (`social.example:8443`) without its port, in lower case. */
export function hostnameOf(host: string): string {
  return host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '');
}

/** The host name and every parent domain of it: a block of `example.com` covers `social.example.com`. */
export function domainsCovering(host: string): string[] {
  const name = hostnameOf(host);
  if (/^[\d.]+$/.test(name) || name.includes(':')) return [name];
  const labels = name.split('.');
  return labels.map((_, i) => labels.slice(i).join('.')).filter((domain) => domain.includes('.') || domain === name);
}

/** The strongest rule an admin set for this host (its own or a parent domain's): `block` wins over `limit`. */
export async function severityOf(db: Db, host: string): Promise<DomainSeverity | null> {
  const rows = await db
    .selectFrom('domain_blocks')
    .select('severity')
    .where('domain', 'in', domainsCovering(host))
    .execute();
  if (rows.length === 0) return null;
  return rows.some((row) => row.severity === 'block') ? 'block' : 'limit';
}

export async function isBlockedHost(db: Db, host: string): Promise<boolean> {
  return (await severityOf(db, host)) === 'block';
}

export async function listDomainBlocks(db: Db): Promise<DomainBlockRow[]> {
  return db.selectFrom('domain_blocks').selectAll().orderBy('domain').execute();
}

export async function findDomainBlock(db: Db, domain: string): Promise<DomainBlockRow | undefined> {
  return db.selectFrom('domain_blocks').selectAll().where('domain', '=', domain).executeTakeFirst();
}

export async function saveDomainBlock(db: Db, row: DomainBlockRow): Promise<void> {
  await db
    .insertInto('domain_blocks')
    .values(row)
    .onConflict((oc) => oc.column('domain').doUpdateSet({ severity: row.severity, reason: row.reason }))
    .execute();
}

export async function deleteDomainBlock(db: Db, domain: string): Promise<boolean> {
  const result = await db.deleteFrom('domain_blocks').where('domain', '=', domain).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The limited domains, for the home feed's rule (a handful of rows). */
export async function limitedDomains(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('domain_blocks').select('domain').where('severity', '=', 'limit').execute();
  return rows.map((row) => row.domain);
}

/** Remote people on a domain or its subdomains (`users.host` may carry a port), `limit` at a time after `after`. */
export async function remotePeopleOn(db: Db, domain: string, after: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('host', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('host', '=', domain),
        eb('host', 'like', `%.${domain}`),
        eb('host', 'like', `${domain}:%`),
        eb('host', 'like', `%.${domain}:%`),
      ]),
    )
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

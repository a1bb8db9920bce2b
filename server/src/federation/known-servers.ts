import type { AppContext } from '../context.js';
import type { DomainSeverity } from '../db/tables/domain-blocks.js';
import { domainsCovering, listDomainBlocks } from './domain-blocks.js';
import { PAUSE_AFTER_MS } from './instances.js';

/** The admin list shows at most this many servers, the most recently heard from first. */
const MAX_SERVERS = 1000;

export interface KnownServerView {
  host: string;
  /** Their people we know of (rows in `users`). */
  people: number;
  lastContactAt: string | null;
  lastDeliveryAt: string | null;
  failures: number;
  failingSince: string | null;
  /** The circuit breaker holds deliveries to it (failing for 7 days). */
  paused: boolean;
  severity: DomainSeverity | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * Every server we heard from, delivered to, know people of or set a rule for, with what an admin needs to judge it: its
 * people here, last contact, failures, whether deliveries are paused, and the block or limit covering it.
 */
export async function knownServers(ctx: AppContext): Promise<KnownServerView[]> {
  const [instances, people, blocks] = await Promise.all([
    ctx.db.selectFrom('instances').selectAll().orderBy('last_contact_at', 'desc').limit(MAX_SERVERS).execute(),
    ctx.db
      .selectFrom('users')
      .select((eb) => ['host', eb.fn.countAll<number | string>().as('count')])
      .where('host', 'is not', null)
      .groupBy('host')
      .limit(MAX_SERVERS)
      .execute(),
    listDomainBlocks(ctx.db),
  ]);
  const severities = new Map(blocks.map((block) => [block.domain, block.severity]));
  const severityOf = (host: string): DomainSeverity | null => {
    const found = domainsCovering(host).map((domain) => severities.get(domain));
    return found.includes('block') ? 'block' : found.includes('limit') ? 'limit' : null;
  };
  const counts = new Map(people.map((row) => [row.host as string, Number(row.count)]));
  const now = ctx.clock();
  const rows = instances.map((row) => ({
    host: row.host,
    people: counts.get(row.host) ?? 0,
    lastContactAt: iso(row.last_contact_at),
    lastDeliveryAt: iso(row.last_delivery_at),
    failures: row.failures,
    failingSince: iso(row.failing_since),
    paused: row.failing_since !== null && now - row.failing_since >= PAUSE_AFTER_MS,
    severity: severityOf(row.host),
  }));
  const listed = new Set(instances.map((row) => row.host));
  const unheard = (host: string, people: number): KnownServerView => ({
    host,
    people,
    lastContactAt: null,
    lastDeliveryAt: null,
    failures: 0,
    failingSince: null,
    paused: false,
    severity: severityOf(host),
  });
  for (const [host, count] of counts) {
    if (!listed.has(host)) rows.push(unheard(host, count));
    listed.add(host);
  }
  // A domain blocked or limited before it ever reached us is listed too, so the rule can be lifted here.
  for (const block of blocks) if (!listed.has(block.domain)) rows.push(unheard(block.domain, 0));
  return rows;
}

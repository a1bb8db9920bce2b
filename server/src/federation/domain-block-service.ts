import { charCount } from '@threads/contract';
import { audit } from '../admin/service.js';
import type { AppContext } from '../context.js';
import type { DomainBlockRow, DomainSeverity } from '../db/tables/domain-blocks.js';
import { badRequest, notFound } from '../errors.js';
import { enqueueJobs } from '../queue/enqueue.js';
import { deleteDomainBlock, findDomainBlock, hostnameOf, listDomainBlocks, saveDomainBlock } from './domain-blocks.js';
import { federationMessages, MAX_DOMAIN_REASON_CHARS } from './messages.js';

export const PURGE_DOMAIN = 'federation.purge-domain';
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^(\d{1,3}\.){3}\d{1,3}$/;

export interface DomainBlockView {
  domain: string;
  severity: DomainSeverity;
  reason: string;
  createdAt: string;
}

const toView = (row: DomainBlockRow): DomainBlockView => ({
  domain: row.domain,
  severity: row.severity,
  reason: row.reason,
  createdAt: new Date(row.created_at).toISOString(),
});

function cleanDomain(ctx: AppContext, input: string | undefined): string {
  const domain = (input ?? '').trim().toLowerCase().replace(/\.$/, '');
  if (!DOMAIN.test(domain) && !IPV4.test(domain)) throw badRequest(federationMessages.DOMAIN_INVALID);
  const ours = ctx.config.publicUrl ? new URL(ctx.config.publicUrl).hostname : null;
  if (ours && (ours === domain || ours.endsWith(`.${domain}`))) throw badRequest(federationMessages.DOMAIN_OURS);
  return domain;
}

export async function listBlocks(ctx: AppContext): Promise<DomainBlockView[]> {
  return (await listDomainBlocks(ctx.db)).map(toView);
}

/**
 * Blocks or limits a server (and its subdomains), or changes a rule already set; audit-logged. A block takes
 * effect at once for everything that asks (inbox, signed fetches, delivery); its people here, with their
 * follows of our people and their content, are erased by a `federation.purge-domain` job queued in the
 * same transaction.
 */
export async function setDomainBlock(
  ctx: AppContext,
  adminId: string,
  body: { domain?: string; severity?: string; reason?: string },
): Promise<{ created: boolean; block: DomainBlockView }> {
  const domain = cleanDomain(ctx, body.domain);
  const severity = body.severity ?? 'block';
  if (severity !== 'block' && severity !== 'limit') throw badRequest(federationMessages.DOMAIN_SEVERITY_INVALID);
  const reason = (body.reason ?? '').trim();
  if (charCount(reason) > MAX_DOMAIN_REASON_CHARS) throw badRequest(federationMessages.DOMAIN_REASON_TOO_LONG);
  const now = ctx.clock();
  const before = await findDomainBlock(ctx.db, domain);
  const row: DomainBlockRow = { domain, severity, reason, created_at: before?.created_at ?? now };
  await ctx.db.transaction().execute(async (trx) => {
    await saveDomainBlock(trx, row);
    await audit(trx, now, adminId, { action: `domain_${severity}`, target_type: 'domain', target_id: domain, reason });
    if (severity === 'block') await enqueueJobs(trx, [{ kind: PURGE_DOMAIN, payload: { domain } }], now);
  });
  ctx.events.emit('jobs.queued', {});
  ctx.events.emit('domain.limit', { domain, limited: severity === 'limit' });
  return { created: !before, block: toView(row) };
}

export async function removeDomainBlock(ctx: AppContext, adminId: string, input: string): Promise<{ domain: string }> {
  const domain = hostnameOf(input);
  const now = ctx.clock();
  const removed = await ctx.db.transaction().execute(async (trx) => {
    if (!(await deleteDomainBlock(trx, domain))) return false;
    await audit(trx, now, adminId, { action: 'domain_unblock', target_type: 'domain', target_id: domain, reason: '' });
    return true;
  });
  if (!removed) throw notFound(federationMessages.DOMAIN_NOT_BLOCKED);
  ctx.events.emit('domain.limit', { domain, limited: false });
  return { domain };
}

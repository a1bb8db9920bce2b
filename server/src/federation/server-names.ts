import type { AppContext } from '../context.js';
import type { Db } from '../db/schema.js';

const NAME_MAX = 60;
const TIMEOUT_MS = 5_000;
const MAX_BYTES = 64 * 1024;
const SCHEMA = /^https?:\/\/nodeinfo\.diaspora\.software\/ns\/schema\/2\.[01]$/;

/** A name another server gave itself, made safe to show as text: no control or format characters, one line, short. */
export function cleanServerName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? [...text].slice(0, NAME_MAX).join('') : null;
}

async function readJson(ctx: AppContext, url: string, userAgent: string): Promise<unknown> {
  const response = await ctx.outbound.fetch(url, {
    headers: { accept: 'application/json', 'user-agent': userAgent },
    timeoutMs: TIMEOUT_MS,
    maxResponseBytes: MAX_BYTES,
  });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** Its NodeInfo's `metadata.nodeName`, else its software's name. */
async function nodeInfoName(ctx: AppContext, origin: string, userAgent: string): Promise<string | null> {
  const index = (await readJson(ctx, `${origin}/.well-known/nodeinfo`, userAgent)) as {
    links?: { rel?: string; href?: string }[];
  };
  const link = (Array.isArray(index.links) ? index.links : []).find(
    (entry) => typeof entry?.rel === 'string' && SCHEMA.test(entry.rel) && typeof entry.href === 'string',
  );
  if (!link?.href || new URL(link.href).origin !== origin) return null;
  const info = (await readJson(ctx, link.href, userAgent)) as {
    metadata?: { nodeName?: unknown };
    software?: { name?: unknown };
  };
  return cleanServerName(info?.metadata?.nodeName) ?? cleanServerName(info?.software?.name);
}

/**
 * Reads the name of a server we just learned of (its first person here), once: the claim on `name_read_at` makes
 * one process ask, and a failure is not retried. Its NodeInfo is read through the outbound module, bounded in
 * time and size, and on its own origin only.
 */
export async function learnServerName(ctx: AppContext, origin: string): Promise<void> {
  const userAgent = ctx.federation?.userAgent;
  if (!userAgent) return;
  const host = new URL(origin).host;
  await ctx.db
    .insertInto('instances')
    .values({ host, last_contact_at: null, last_delivery_at: null, failing_since: null, failures: 0 })
    .onConflict((oc) => oc.column('host').doNothing())
    .execute();
  const claimed = await ctx.db
    .updateTable('instances')
    .set({ name_read_at: ctx.clock() })
    .where('host', '=', host)
    .where('name_read_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return;
  const name = await nodeInfoName(ctx, origin, userAgent).catch(() => null);
  if (name) await ctx.db.updateTable('instances').set({ name }).where('host', '=', host).execute();
}

/** A known server's name, when its NodeInfo gave one. */
export async function serverName(db: Db, host: string): Promise<string | undefined> {
  const row = await db.selectFrom('instances').select('name').where('host', '=', host).executeTakeFirst();
  return row?.name ?? undefined;
}

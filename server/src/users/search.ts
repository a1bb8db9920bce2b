import type { AppContext } from '../context.js';
import { parseHandle } from '../federation/handles.js';
import { resolveRemoteAccount } from '../federation/on-demand.js';
import { listedUsers } from '../follows/listed-users.js';
import { searchUsersByPrefix } from './queries.js';

const RESULT_LIMIT = 10;

/**
 * Prefix search, ranked: exact username, then username prefix, then name prefix. `@name@host` first looks
 * the person up on their server (when federation is on), so a remote account can be found by its handle.
 */
export async function searchUsers(ctx: AppContext, viewerId: string | null, query: string) {
  if (parseHandle(query)) await resolveRemoteAccount(ctx, query);
  const prefix = query.toLowerCase().replace(/^@/, '');
  if (!prefix) return [];
  const [byUsername, byName] = await Promise.all([
    searchUsersByPrefix(ctx.db, viewerId, 'username', prefix, RESULT_LIMIT),
    searchUsersByPrefix(ctx.db, viewerId, 'name_lower', prefix, RESULT_LIMIT),
  ]);
  const exact = byUsername.filter((u) => u.username === prefix);
  const seen = new Set<string>();
  const ranked = [...exact, ...byUsername, ...byName].filter((u) => !seen.has(u.id) && seen.add(u.id));
  return listedUsers(ctx.db, viewerId, ranked.slice(0, RESULT_LIMIT));
}

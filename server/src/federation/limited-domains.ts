import type { Db } from '../db/schema.js';
import type { Viewer } from '../visibility/index.js';
import { domainsCovering, limitedDomains } from './domain-blocks.js';

/**
 * The limited domains, held in memory per database so the home feed asks nothing of the database for them:
 * refreshed at start-up, after an admin's change here, and every 30 seconds (another process's change).
 */
const held = new WeakMap<Db, ReadonlySet<string>>();
export const LIMITED_REFRESH_MS = 30_000;

export async function refreshLimitedDomains(db: Db): Promise<void> {
  held.set(db, new Set(await limitedDomains(db)));
}

/** The host of a remote person's username (`name@host`); undefined for our own people. */
const hostOfUsername = (username: string) => (username.includes('@') ? username.split('@')[1] : undefined);

interface FeedPost {
  postedBy: { _id: string; username: string };
  repostOf?: { postedBy: { _id: string; username: string } } | null;
}

/**
 * A limited server's posts stay out of the home feed of a reader who does not follow their author: a repost
 * or quote of one by someone followed is left out (issue 37: "limit" a whole server).
 */
export function withoutLimitedServers<T extends FeedPost>(db: Db, reader: Viewer, posts: T[]): T[] {
  const limited = held.get(db);
  if (!limited || limited.size === 0) return posts;
  const isLimited = (author: { _id: string; username: string }) => {
    const host = hostOfUsername(author.username);
    if (!host || author._id === reader.id || reader.following.has(author._id)) return false;
    return domainsCovering(host).some((domain) => limited.has(domain));
  };
  return posts.filter((post) => !isLimited(post.postedBy) && !(post.repostOf && isLimited(post.repostOf.postedBy)));
}

import type { Viewer } from '../visibility/index.js';
import { domainsCovering } from './domain-blocks.js';

/** The host of a remote person's username (`name@host`); undefined for our own people. */
const hostOfUsername = (username: string) => (username.includes('@') ? username.split('@')[1] : undefined);

interface FeedPost {
  postedBy: { _id: string; username: string };
  repostOf?: { postedBy: { _id: string; username: string } } | null;
}

/**
 * A limited server's posts stay out of the home feed of a reader who does not follow their author: a repost
 * or quote of one by someone followed is left out (issue 37: "limit" a whole server). `limited` is the
 * in-memory set of limited domains (`ctx.cache.caches.limitedDomains`, kept true by the `domain.limit`
 * event), so the feed asks the database nothing for it.
 */
export function withoutLimitedServers<T extends FeedPost>(
  limited: { readonly size: number; has(domain: string): boolean },
  reader: Viewer,
  posts: T[],
): T[] {
  if (limited.size === 0) return posts;
  const isLimited = (author: { _id: string; username: string }) => {
    const host = hostOfUsername(author.username);
    if (!host || author._id === reader.id || reader.following.has(author._id)) return false;
    return domainsCovering(host).some((domain) => limited.has(domain));
  };
  return posts.filter((post) => !isLimited(post.postedBy) && !(post.repostOf && isLimited(post.repostOf.postedBy)));
}

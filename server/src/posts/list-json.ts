import type { FastifyReply } from 'fastify';
import { stringBytes } from '../lib/string-bytes.js';
import { asSeen, type OwnFields } from './present.js';
import { PostSchema } from './schemas.js';
import type { PostView, RepostedBy } from './views.js';

/**
 * A post in a list as one viewer sees it: the view every reader shares, and this viewer's own fields (none
 * for a visitor, who is sent the shared view as it is).
 */
export interface ListedPost {
  view: PostView;
  own?: OwnFields & { repostedBy?: RepostedBy };
}

type SerializePost = (post: PostView) => string;

/** Fastify compiles a schema's serializer once per route, keyed by this very object. */
const POST_SCHEMA = PostSchema as unknown as Record<string, unknown>;

/**
 * The schema serializer writes required properties first, then the optional ones present, each in schema
 * order: `…,"quotedUnavailable":q,"reposted":r[,"imgBlurhash":…][,"originalUrl":…][,"bookmarked":b][,"repostedBy":…]}`.
 * A shared view (no viewer's fields; `reposted` false) is cut around its `reposted`, which no string value
 * can fake (their quotes are escaped) and no embedded object has.
 */
const REPOSTED = ',"reposted":false';

interface Fragment {
  head: string;
  tail: string;
}

/**
 * Each shared view's JSON cut around the viewer's fields, kept while the view lives. Keyed by the view
 * object itself: any write that changes a post replaces its cached view, so a fragment is never stale.
 */
const fragments = new WeakMap<PostView, Fragment>();

/**
 * Told the heap a new fragment keeps for as long as its view lives, so that the post-view cache counts it in
 * its byte bound: `json.slice` keeps the whole serialized string under two sliced strings, the fragment and
 * its place in the `WeakMap`. V8 holds a string whose characters are all Latin-1 at one byte a character,
 * any other at two; the records beside it take about 250 bytes (measured with `--expose-gc`, 20,000
 * fragments: 929 Latin-1 characters 1,160 bytes each, 841 characters with one above U+00FF 1,968).
 */
export type CountFragment = (view: PostView, bytes: number) => void;
const FRAGMENT_RECORD_BYTES = 288;
export const fragmentBytes = (json: string) => FRAGMENT_RECORD_BYTES + stringBytes(json);

function fragmentOf(serialize: SerializePost, view: PostView, count: CountFragment): Fragment | undefined {
  const known = fragments.get(view);
  if (known !== undefined) return known;
  const json = serialize(view);
  const at = json.lastIndexOf(REPOSTED);
  if (at < 0) return undefined;
  const fragment = { head: json.slice(0, at), tail: json.slice(at + REPOSTED.length, -1) };
  fragments.set(view, fragment);
  count(view, fragmentBytes(json));
  return fragment;
}

function postJson(serialize: SerializePost, count: CountFragment, { view, own }: ListedPost): string {
  const shared = view.bookmarked === undefined && !view.reposted && view.repostedBy === undefined;
  const fragment = shared && own?.repostedBy === undefined ? fragmentOf(serialize, view, count) : undefined;
  if (fragment === undefined) return serialize(asSeen({ view, own }));
  if (own === undefined) return `${fragment.head},"reposted":false${fragment.tail}}`;
  return `${fragment.head},"reposted":${own.reposted}${fragment.tail},"bookmarked":${own.bookmarked}}`;
}

/**
 * A post list's JSON, the bytes the route's schema serializer would write for the same posts with their own
 * fields: each post's serialized view is reused across readers and requests, and only the viewer's fields
 * are written per request.
 */
export function postListJson(serialize: SerializePost, posts: readonly ListedPost[], count: CountFragment): string {
  const parts = posts.map((post) => postJson(serialize, count, post));
  if (parts.length === 0) return '[]';
  // The brackets go on the first and last parts, so that `join` writes the page as one flat string: `[${…}]`
  // would be a cons string, copied again by the first reader that needs it flat (its byte length, the socket).
  parts[0] = `[${parts[0]}`;
  parts[parts.length - 1] = `${parts[parts.length - 1]}]`;
  return parts.join(',');
}

/**
 * A post list's JSON as `sendPostList` writes it, for a reply that carries it inside something else (a page's
 * embedded first answers, `share/answers-json.ts`).
 */
export function postListJsonFor(reply: FastifyReply, posts: readonly ListedPost[], count: CountFragment): string {
  const serialize = reply.compileSerializationSchema(POST_SCHEMA) as SerializePost;
  return postListJson(serialize, posts, count);
}

/**
 * Sends a post list as `PostListSchema`'s JSON, as its UTF-8 bytes in a buffer outside the JavaScript heap: a
 * page of 11 KB sent as a string was copied on the heap for its length and again for the socket (a quarter of a
 * feed page's allocations). `count` adds each new fragment's bytes to its view's entry in the post-view cache
 * (`countFragmentIn`).
 */
export function sendPostList(reply: FastifyReply, posts: readonly ListedPost[], count: CountFragment): FastifyReply {
  const serialize = reply.compileSerializationSchema(POST_SCHEMA) as SerializePost;
  return reply.type('application/json; charset=utf-8').send(Buffer.from(postListJson(serialize, posts, count)));
}

/** Sends one post as `PostSchema`'s JSON, from its view's fragment as `sendPostList` writes each (the post page). */
export function sendPost(reply: FastifyReply, post: ListedPost, count: CountFragment): FastifyReply {
  const serialize = reply.compileSerializationSchema(POST_SCHEMA) as SerializePost;
  return reply.type('application/json; charset=utf-8').send(postJson(serialize, count, post));
}

/** Counts a view's fragment in the cache holding the view (by post id), while the cache still holds that very view. */
export const countFragmentIn =
  (cache: { grow(key: string, value: PostView, bytes: number): void }): CountFragment =>
  (view, bytes) =>
    cache.grow(view._id, view, bytes);

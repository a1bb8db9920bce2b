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

/**
 * A shared view's JSON cut around the viewer's fields, with the UTF-8 length of each part, so that a page's
 * bytes are counted before they are written: an all-ASCII part (most) is copied a byte a character.
 */
interface Fragment {
  head: string;
  tail: string;
  headBytes: number;
  tailBytes: number;
  ascii: boolean;
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
 * fragments: 929 Latin-1 characters 1,160 bytes each, 841 characters with one above U+00FF 1,968), and the
 * three lengths 24 more.
 */
export type CountFragment = (view: PostView, bytes: number) => void;
const FRAGMENT_RECORD_BYTES = 312;
export const fragmentBytes = (json: string) => FRAGMENT_RECORD_BYTES + stringBytes(json);

const NOT_ASCII = /[\u0080-\uffff]/;

function fragmentOf(serialize: SerializePost, view: PostView, count: CountFragment): Fragment | undefined {
  const known = fragments.get(view);
  if (known !== undefined) return known;
  const json = serialize(view);
  const at = json.lastIndexOf(REPOSTED);
  if (at < 0) return undefined;
  const head = json.slice(0, at);
  const tail = json.slice(at + REPOSTED.length, -1);
  const ascii = !NOT_ASCII.test(json);
  const lengthOf = (part: string) => (ascii ? part.length : Buffer.byteLength(part));
  const fragment = { head, tail, headBytes: lengthOf(head), tailBytes: lengthOf(tail), ascii };
  fragments.set(view, fragment);
  count(view, fragmentBytes(json));
  return fragment;
}

/** A post as written: its view's fragment (with the viewer's fields, if any), or its whole JSON when it has none. */
type Piece = Fragment | string;

function pieceOf(serialize: SerializePost, count: CountFragment, { view, own }: ListedPost): Piece {
  const shared = view.bookmarked === undefined && !view.reposted && view.repostedBy === undefined;
  const fragment = shared && own?.repostedBy === undefined ? fragmentOf(serialize, view, count) : undefined;
  return fragment ?? serialize(asSeen({ view, own }));
}

/** The viewer's fields as bytes (ASCII), copied into a page without an encoding step. */
const bytesOf = (text: string): Uint8Array => Buffer.from(text, 'latin1');
const VIEWER_BYTES = {
  repostedFalse: bytesOf(REPOSTED),
  repostedTrue: bytesOf(',"reposted":true'),
  visitorClosing: bytesOf('}'),
  bookmarkedFalse: bytesOf(',"bookmarked":false}'),
  bookmarkedTrue: bytesOf(',"bookmarked":true}'),
};

const repostedBytes = (own: ListedPost['own']) =>
  own?.reposted ? VIEWER_BYTES.repostedTrue : VIEWER_BYTES.repostedFalse;

function closingBytes(own: ListedPost['own']): Uint8Array {
  if (own === undefined) return VIEWER_BYTES.visitorClosing;
  return own.bookmarked ? VIEWER_BYTES.bookmarkedTrue : VIEWER_BYTES.bookmarkedFalse;
}

function pieceBytes(piece: Piece, own: ListedPost['own']): number {
  if (typeof piece === 'string') return Buffer.byteLength(piece);
  return piece.headBytes + repostedBytes(own).length + piece.tailBytes + closingBytes(own).length;
}

/**
 * Writes a post's bytes at `at`; returns where they end. An ASCII part is written as `ascii`, which Node copies
 * without the checks of the other single-byte encodings (`latin1` cost more than joining the page did).
 */
function writePiece(out: Buffer, at: number, piece: Piece, own: ListedPost['own']): number {
  if (typeof piece === 'string') return at + out.write(piece, at, 'utf8');
  const encoding = piece.ascii ? 'ascii' : 'utf8';
  let end = at + out.write(piece.head, at, encoding);
  const reposted = repostedBytes(own);
  out.set(reposted, end);
  end += reposted.length;
  if (piece.tailBytes > 0) end += out.write(piece.tail, end, encoding);
  const closing = closingBytes(own);
  out.set(closing, end);
  return end + closing.length;
}

const OPEN = 0x5b;
const COMMA = 0x2c;
const CLOSE = 0x5d;

/**
 * A post list's JSON as UTF-8, the bytes the route's schema serializer would write for the same posts with
 * their own fields: each post's serialized view is reused across readers and requests, only the viewer's
 * fields are written per request, and the parts go straight into one buffer outside the JavaScript heap (a
 * page joined into one string, then encoded, was copied twice on the heap: a fifth of a feed page's allocations).
 */
export function postListBytes(serialize: SerializePost, posts: readonly ListedPost[], count: CountFragment): Buffer {
  const pieces = posts.map((post) => pieceOf(serialize, count, post));
  let length = posts.length === 0 ? 2 : posts.length + 1;
  for (let i = 0; i < pieces.length; i++) length += pieceBytes(pieces[i] as Piece, posts[i]?.own);
  const out = Buffer.allocUnsafe(length);
  out[0] = OPEN;
  let at = 1;
  for (let i = 0; i < pieces.length; i++) {
    if (i > 0) out[at++] = COMMA;
    at = writePiece(out, at, pieces[i] as Piece, posts[i]?.own);
  }
  out[at] = CLOSE;
  return out;
}

/**
 * A post list's JSON as `sendPostList` writes it, for a reply that carries it inside something else (a page's
 * embedded first answers, `share/answers-json.ts`).
 */
export function postListJsonFor(reply: FastifyReply, posts: readonly ListedPost[], count: CountFragment): string {
  const serialize = reply.compileSerializationSchema(POST_SCHEMA) as SerializePost;
  return postListBytes(serialize, posts, count).toString('utf8');
}

/**
 * Sends a post list as `PostListSchema`'s JSON (`postListBytes`). `count` adds each new fragment's bytes to its
 * view's entry in the post-view cache (`countFragmentIn`).
 */
export function sendPostList(reply: FastifyReply, posts: readonly ListedPost[], count: CountFragment): FastifyReply {
  const serialize = reply.compileSerializationSchema(POST_SCHEMA) as SerializePost;
  return reply.type('application/json; charset=utf-8').send(postListBytes(serialize, posts, count));
}

/** Sends one post as `PostSchema`'s JSON, from its view's fragment as `sendPostList` writes each (the post page). */
export function sendPost(reply: FastifyReply, post: ListedPost, count: CountFragment): FastifyReply {
  const serialize = reply.compileSerializationSchema(POST_SCHEMA) as SerializePost;
  const piece = pieceOf(serialize, count, post);
  const out = Buffer.allocUnsafe(pieceBytes(piece, post.own));
  writePiece(out, 0, piece, post.own);
  return reply.type('application/json; charset=utf-8').send(out);
}

/** Counts a view's fragment in the cache holding the view (by post id), while the cache still holds that very view. */
export const countFragmentIn =
  (cache: { grow(key: string, value: PostView, bytes: number): void }): CountFragment =>
  (view, bytes) =>
    cache.grow(view._id, view, bytes);

import type { AppContext } from '../context.js';
import type { PostRow } from '../db/tables/posts.js';
import type { PostAuthorRow } from '../db/tables/users.js';
import { type PostScope, type Viewer, visiblePosts } from '../visibility/index.js';
import { withoutOthersFollowersOnly } from './followers-only.js';
import { hydratePostIds, hydratePosts, type ReadMissing } from './hydrate.js';
import { marksAmong, type SubjectMark } from './queries.js';
import type { PostView } from './views.js';

/** The post a card's actions act on: a plain repost's original, else the post itself. */
export const actedOn = (post: PostView) => (post.plainRepost && post.repostOf ? post.repostOf._id : post._id);

/** A viewer's own fields of one post, kept apart from the view that every reader shares. */
export interface OwnFields {
  bookmarked: boolean;
  reposted: boolean;
}

/** A shared view beside one viewer's own fields (a `ListedPost` of `list-json.ts`, which imports this file). */
export interface ViewWithOwn {
  view: PostView;
  own?: OwnFields;
}

/**
 * A listed post as one object: the shared view itself for a visitor, a copy with the viewer's fields otherwise
 * (assigned, not spread: a spread's properties after the first spread cost Node 20 over a microsecond each).
 */
export const asSeen = ({ view, own }: ViewWithOwn): PostView => (own ? Object.assign({}, view, own) : view);

/** The four ways a viewer's own fields can be, shared by every post (nothing changes them after). */
const NOT_MARKED: OwnFields = Object.freeze({ bookmarked: false, reposted: false });
const REPOSTED: OwnFields = Object.freeze({ bookmarked: false, reposted: true });
const BOOKMARKED: OwnFields = Object.freeze({ bookmarked: true, reposted: false });
const BOTH: OwnFields = Object.freeze({ bookmarked: true, reposted: true });
const ownFields = (bookmarked: boolean, reposted: boolean) =>
  bookmarked ? (reposted ? BOTH : BOOKMARKED) : reposted ? REPOSTED : NOT_MARKED;

/** The subjects of the viewer's marks of one kind (their own reposts only). */
function markedSubjects(viewerId: string, marks: readonly SubjectMark[], kind: SubjectMark['kind']): Set<string> {
  const subjects = new Set<string>();
  for (const m of marks)
    if (m.kind === kind && (kind === 'bookmark' || m.author_id === viewerId)) subjects.add(m.subject);
  return subjects;
}

/** The viewer's own fields of a post (`bookmarked`, `reposted`; of the original for a plain repost), from their marks. */
export function ownFieldsBy(viewerId: string, marks: readonly SubjectMark[]): (post: PostView) => OwnFields {
  if (marks.length === 0) return () => NOT_MARKED;
  const bookmarked = markedSubjects(viewerId, marks, 'bookmark');
  const reposted = markedSubjects(viewerId, marks, 'repost');
  return (post) => {
    const subject = actedOn(post);
    return ownFields(bookmarked.has(subject), reposted.has(subject));
  };
}

/**
 * The viewer's own fields in one statement per page for a logged-in viewer. Added on copies after the cache
 * and the visibility policy: cached views are shared by every reader.
 */
export async function withViewerFields(
  ctx: AppContext,
  viewerId: string | null,
  posts: PostView[],
): Promise<PostView[]> {
  if (!viewerId || posts.length === 0) return posts;
  return (await listedWithViewerFields(ctx, viewerId, posts)).map(asSeen);
}

/**
 * The same without copying the shared views: each view beside the viewer's own fields (none for a visitor),
 * for `sendPostList` to write from the views' serialized fragments.
 */
export async function listedWithViewerFields(
  ctx: AppContext,
  viewerId: string | null,
  posts: PostView[],
): Promise<ViewWithOwn[]> {
  if (!viewerId || posts.length === 0) return posts.map((view) => ({ view }));
  const ownOf = ownFieldsBy(viewerId, await marksAmong(ctx.db, viewerId, [...new Set(posts.map(actedOn))], false));
  return posts.map((view) => ({ view, own: ownOf(view) }));
}

/** What every post read path sends: views from the cache or the database, as the policy lets the viewer see them. */
export async function presentPosts(
  ctx: AppContext,
  viewer: Viewer,
  rows: readonly PostRow[],
  scope: PostScope,
): Promise<PostView[]> {
  const shown = withoutOthersFollowersOnly(viewer, rows);
  return withViewerFields(ctx, viewer.id, visiblePosts(viewer, await hydratePosts(ctx, shown), scope));
}

/**
 * The same from post ids whose followers-only posts the query already judged, as listed posts (the shared
 * views and the viewer's own fields apart) for `sendPostList` and `sendPost`: a warm page runs one statement.
 * `read` reads the rows the post-view cache missed, `knownAuthors` the people already read (`hydratePostIds`).
 */
export async function presentListedPostIds(
  ctx: AppContext,
  viewer: Viewer,
  ids: readonly string[],
  scope: PostScope,
  read?: ReadMissing,
  knownAuthors?: readonly PostAuthorRow[],
): Promise<ViewWithOwn[]> {
  const views = await hydratePostIds(ctx, ids, read, knownAuthors);
  return listedWithViewerFields(ctx, viewer.id, visiblePosts(viewer, views, scope));
}

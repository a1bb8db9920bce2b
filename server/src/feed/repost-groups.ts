import type { AppContext } from '../context.js';
import { readerOrFollowed } from '../follows/reader.js';
import { hydratePostIds } from '../posts/hydrate.js';
import { actedOn } from '../posts/present.js';
import { marksAmong, type SubjectMark } from '../posts/queries.js';
import type { PostView, RepostedBy } from '../posts/views.js';
import { isHeardFrom, type Viewer } from '../visibility/index.js';

/** How many reposters a feed item names ("maya and 2 others reposted" needs one; the rest are for clients). */
const NAMED_REPOSTERS = 3;

/** What a feed entry is about: a plain repost's original, else the post itself. */
export const subjectOf = actedOn;

/** Whether the reader's feed holds posts by this person: the reader or someone followed, active, heard from. */
function inFeed(ctx: AppContext, reader: Viewer, authorId: string): boolean {
  if (ctx.cache.caches.inactivePeople.has(authorId)) return false;
  return readerOrFollowed(reader, authorId) && isHeardFrom(reader, authorId);
}

const NO_MARKS: readonly SubjectMark[] = Object.freeze([]);

/** The plain reposts among `marks` that the reader's feed holds, newest first. */
export function feedReposts(ctx: AppContext, reader: Viewer, marks: readonly SubjectMark[]): readonly SubjectMark[] {
  if (marks.length === 0) return NO_MARKS;
  return marks
    .filter((mark) => mark.kind === 'repost' && inFeed(ctx, reader, mark.author_id))
    .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

/** The author of a feed entry's subject: a plain repost's original's, else the post's. */
const subjectAuthor = (post: PostView) =>
  (post.plainRepost && post.repostOf ? post.repostOf.postedBy : post.postedBy)._id;

/** Whether a post's subject is another post (a plain repost's original): the only way a walk meets one twice. */
const actsOnAnother = (post: PostView) => subjectOf(post) !== post._id;

/**
 * A home feed shows each post once, at its newest entry, however many people followed reposted it. Returns
 * a filter for one page's walk down the timeline (candidates newest first, already judged by the policy):
 * it keeps the first entry of each subject and, on a `?before=` page, drops subjects that have a visible
 * entry at or above the cursor (shown on an earlier page), so paging neither repeats nor loses a post. A first
 * page has no earlier page to look up (only its own entries repeat subjects): its filter answers at once.
 */
export function showEachPostOnce(
  ctx: AppContext,
  reader: Viewer,
  before: string | undefined,
): (posts: PostView[]) => PostView[] | Promise<PostView[]> {
  if (before === undefined) return firstOfEachSubject(undefined);
  const seen = new Set<string>();
  const checked = new Set<string>();
  const firstOfEach = firstOfEachSubject(seen);
  return (posts) => seenAbove(ctx, reader, before, posts, { seen, checked }).then(() => firstOfEach(posts));
}

/**
 * A walk's filter keeping the first post of each subject, with the subjects already shown (`seen`), or none on a
 * first page. There a walk's posts have distinct ids (a timeline holds a post once, its steps are disjoint
 * ranges, the big authors' posts are merged by id): until a step holds a plain repost, each subject is its
 * post's own id, so the steps pass whole and the set of subjects (~1.4 KB for a page's) is not built.
 */
function firstOfEachSubject(seen: Set<string> | undefined): (posts: PostView[]) => PostView[] {
  let shown = seen;
  const passedWhole: PostView[][] = [];
  return (posts) => {
    if (shown === undefined) {
      if (!posts.some(actsOnAnother)) {
        passedWhole.push(posts);
        return posts;
      }
      shown = new Set(passedWhole.flat().map(subjectOf));
    }
    const subjects = shown;
    return posts.filter((post) => {
      const subject = subjectOf(post);
      if (subjects.has(subject)) return false;
      subjects.add(subject);
      return true;
    });
  };
}

/** Adds to `seen` the subjects among `posts` not yet `checked` that have a visible entry at or above `before`. */
async function seenAbove(
  ctx: AppContext,
  reader: Viewer,
  before: string,
  posts: readonly PostView[],
  { seen, checked }: { seen: Set<string>; checked: Set<string> },
): Promise<void> {
  const unchecked = [...new Set(posts.map(subjectOf))].filter((s) => !checked.has(s) && !seen.has(s));
  if (unchecked.length > 0) {
    const pending = new Set(unchecked);
    for (const post of posts) {
      const subject = subjectOf(post);
      if (pending.has(subject) && subject >= before && inFeed(ctx, reader, subjectAuthor(post))) seen.add(subject);
    }
    const marks = await marksAmong(ctx.db, reader.id ?? '', unchecked, true);
    for (const repost of feedReposts(ctx, reader, marks)) if (repost.id >= before) seen.add(repost.subject);
  }
  for (const subject of unchecked) checked.add(subject);
}

/**
 * A feed page's `repostedBy` by subject, from the page's plain reposts that its feed holds (`feedReposts` of its
 * marks): the people followed (the reader included) who plainly reposted each post, named from their reposts'
 * cached views.
 */
export async function repostersBySubject(
  ctx: AppContext,
  reposts: readonly SubjectMark[],
): Promise<Map<string, RepostedBy>> {
  const bySubject = new Map<string, string[]>();
  for (const repost of reposts) bySubject.set(repost.subject, [...(bySubject.get(repost.subject) ?? []), repost.id]);
  const named = [...bySubject.values()].flatMap((ids) => ids.slice(0, NAMED_REPOSTERS));
  const people = new Map((await hydratePostIds(ctx, named)).map((view) => [view._id, view.postedBy]));
  const reposters = new Map<string, RepostedBy>();
  for (const [subject, ids] of bySubject) {
    const first = ids.slice(0, NAMED_REPOSTERS).flatMap((id) => people.get(id) ?? []);
    reposters.set(subject, { people: first, count: ids.length });
  }
  return reposters;
}

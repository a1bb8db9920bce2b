import { hashtagsOf, mentionsOf } from '@threads/contract';
import type { DemoPlan, PersonRef, PlannedPost } from './plan-shapes.js';

/** How much of each kind a demo holds. */
export interface DemoCounts {
  people: number;
  follows: number;
  blocks: number;
  posts: number;
  photos: number;
  altTexts: number;
  videos: number;
  warnings: number;
  /** Distinct hashtags, and (post, tag) pairs: posts, replies and quotes carry them. */
  hashtags: number;
  taggedPosts: number;
  /** People notified of a mention by a post, a reply or a quote (each is a post). */
  mentions: number;
  likes: number;
  replies: number;
  reposts: number;
  quotes: number;
  stories: number;
  conversations: number;
  groups: number;
  /** Lines, plus each group's opening system message. */
  messages: number;
  notifications: number;
}

/**
 * What a plan makes, by the app's rules for notifications: one to the person acted on (never for acting on
 * one's own), one per person mentioned (not the writer), each person once per action, by its first cause.
 */
export function expectedCounts(plan: DemoPlan): DemoCounts {
  const refOf = new Map(plan.people.map((person, ref) => [person.username, ref]));
  const named = (text: string, writer: PersonRef) =>
    mentionsOf(text).flatMap((username) => {
      const ref = refOf.get(username);
      return ref === undefined || ref === writer ? [] : [ref];
    });
  const told = (writer: PersonRef, causes: PersonRef[]) => new Set(causes.filter((p) => p !== writer)).size;
  const posts = plan.timeline.filter((a): a is PlannedPost => a.kind === 'post');
  const authorOf = (ref: number) => posts[ref]?.author ?? -1;
  const worded = plan.timeline.flatMap((a) => (a.kind === 'quote' || a.kind === 'reply' ? [a.text] : []));
  const tagged = [...posts.map((p) => p.text), ...worded];
  let mentions = 0;
  let notifications = plan.follows.length;
  for (const action of plan.timeline) {
    if (action.kind === 'post') {
      const people = named(action.text, action.author);
      mentions += new Set(people).size;
      notifications += told(action.author, people);
      continue;
    }
    const author = authorOf(action.post);
    const people = action.kind === 'reply' || action.kind === 'quote' ? named(action.text, action.person) : [];
    mentions += new Set(people).size;
    notifications += told(action.person, [author, ...people]);
  }
  const count = (kind: string) => plan.timeline.filter((a) => a.kind === kind).length;
  const groups = plan.conversations.filter((c) => c.group !== null).length;
  return {
    people: plan.people.length,
    follows: plan.follows.length,
    blocks: plan.block ? 1 : 0,
    posts: posts.length,
    photos: posts.filter((p) => p.photo).length,
    altTexts: posts.filter((p) => p.photo?.alt).length,
    videos: posts.filter((p) => p.video !== null).length,
    warnings: posts.filter((p) => p.spoiler).length,
    hashtags: new Set(tagged.flatMap(hashtagsOf)).size,
    taggedPosts: tagged.reduce((sum, text) => sum + hashtagsOf(text).length, 0),
    mentions,
    likes: count('like'),
    replies: count('reply'),
    reposts: count('repost'),
    quotes: count('quote'),
    stories: plan.stories.length,
    conversations: plan.conversations.length,
    groups,
    messages: plan.conversations.reduce((sum, c) => sum + c.lines.length, 0) + groups,
    notifications,
  };
}

import { hashtagsOf, mentionsOf } from '@threads/contract';
import { describe, expect, it } from 'vitest';
import { expectedCounts } from './demo-expected.js';
import { planDemo } from './demo-plan.js';
import type { DemoPlan, PlannedPost, PlannedReaction } from './plan-shapes.js';
import { apartBy, DAY } from './plan-shapes.js';

/** Every rule the app enforces that a plan could break, as a list of broken ones (empty when none). */
function brokenRules(plan: DemoPlan): string[] {
  const broken: string[] = [];
  const apart = apartBy(plan.block);
  const refOf = new Map(plan.people.map((p, ref) => [p.username, ref]));
  const once = (seen: Set<string>, key: string, rule: string) => {
    if (seen.has(key)) broken.push(`${rule}: ${key}`);
    seen.add(key);
  };
  const follows = new Set<string>();
  for (const { follower, followee } of plan.follows) {
    if (follower === followee) broken.push(`self-follow: ${follower}`);
    if (apart(follower, followee)) broken.push(`follow across the block: ${follower} → ${followee}`);
    once(follows, `${follower}>${followee}`, 'second follow');
  }
  const posts: PlannedPost[] = [];
  const likes = new Set<string>();
  const plainReposts = new Set<string>();
  let previous = Number.NEGATIVE_INFINITY;
  for (const action of plan.timeline) {
    if (action.at < previous) broken.push(`out of time order at ${action.at}`);
    if (action.at >= 0) broken.push(`after the demo's moment: ${action.at}`);
    previous = action.at;
    const writer = action.kind === 'post' ? action.author : action.person;
    const text = action.kind === 'post' || action.kind === 'reply' || action.kind === 'quote' ? action.text : '';
    for (const name of mentionsOf(text)) {
      const named = refOf.get(name);
      if (named === undefined) broken.push(`mentions nobody: @${name}`);
      else if (named === writer || apart(writer, named)) broken.push(`mention of ${named} by ${writer}`);
    }
    if (action.kind === 'post') {
      if (action.ref !== posts.length) broken.push(`post ${action.ref} out of order`);
      posts.push(action);
      continue;
    }
    const post = posts[action.post];
    if (!post || post.at >= action.at) {
      broken.push(`${action.kind} of post ${action.post} before it exists`);
      continue;
    }
    if (post.author === action.person) broken.push(`${action.kind} of one's own post ${action.post}`);
    if (apart(post.author, action.person)) broken.push(`${action.kind} across the block`);
    if (action.kind === 'like') once(likes, `${action.person}:${action.post}`, 'second like');
    if (action.kind === 'repost') once(plainReposts, `${action.person}:${action.post}`, 'second plain repost');
  }
  for (const conversation of plan.conversations) {
    for (const a of conversation.members) {
      for (const b of conversation.members) if (a !== b && apart(a, b)) broken.push('conversation across the block');
    }
  }
  if (plan.block && (plan.block.blocker === 0 || plan.block.blocked === 0)) broken.push('the demo account blocks');
  return broken;
}

/** What a newcomer should find: every kind of thing the product has. */
function missingShowcase(plan: DemoPlan): string[] {
  const counts = expectedCounts(plan);
  const posts = plan.timeline.filter((a): a is PlannedPost => a.kind === 'post');
  const lastDay = posts.filter((p) => p.at > -DAY && hashtagsOf(p.text).length > 0);
  const group = plan.conversations.find((c) => c.group !== null);
  const followed = new Set([0, ...plan.follows.flatMap((f) => (f.follower === 0 ? [f.followee] : []))]);
  const missing = [
    !plan.timeline.some((a) => a.kind === 'quote' && followed.has(a.person)) && 'a quote in the demo feed',
    counts.warnings < 1 && 'a content warning',
    counts.altTexts < 1 && 'a photo with alt text',
    counts.mentions < 1 && 'a mention',
    lastDay.length < 1 && 'a tagged post in the last day (trending)',
    posts.some((p) => hashtagsOf(p.text).length === 0) && 'a hashtag on every post',
    (group?.members.length !== 3 || !group.members.includes(0)) && 'a group of three with the demo account',
    new Set(plan.stories.map((s) => s.owner)).size < 2 && 'stories from several people',
    plan.stories.some((s) => !followed.has(s.owner)) && 'only stories the demo account sees',
    plan.conversations.at(-1)?.readBy.length !== 0 && 'an unread conversation last',
    posts.filter((p) => !plan.timeline.some((a) => a.kind === 'like' && a.post === p.ref)).length > 0 &&
      'a like on every post',
  ];
  return missing.filter((item): item is string => typeof item === 'string');
}

describe('the demo plan', () => {
  it('breaks no rule and shows every kind of thing, for any seed and size', () => {
    for (let seed = 1; seed <= 60; seed++) {
      for (const users of [3, 4, 6, 9, 20, 50]) {
        const plan = planDemo({ users, videos: seed % 3, seed });
        expect(brokenRules(plan), `seed ${seed}, ${users} people`).toEqual([]);
        expect(missingShowcase(plan), `seed ${seed}, ${users} people`).toEqual([]);
      }
    }
  });

  it('is the same for the same options, and another for another seed', () => {
    const options = { users: 20, videos: 2, seed: 7 };
    expect(planDemo(options)).toEqual(planDemo({ ...options }));
    expect(planDemo({ ...options, seed: 8 }).timeline).not.toEqual(planDemo(options).timeline);
  });

  it('makes the default demo the README describes', () => {
    const counts = expectedCounts(planDemo({ users: 50, videos: 3, seed: 1 }));
    expect(counts).toMatchObject({ people: 50, posts: 150, videos: 3, warnings: 2, blocks: 1, groups: 1 });
    expect(counts.hashtags).toBeGreaterThanOrEqual(15);
  });

  it('has the rule check catch what the old seed did: a second plain repost of the same post', () => {
    const plan = planDemo({ users: 9, videos: 0, seed: 3 });
    const repost = plan.timeline.find((a): a is PlannedReaction => a.kind === 'repost');
    expect(repost).toBeDefined();
    if (repost) plan.timeline.push({ ...repost, at: -1 });
    expect(brokenRules(plan)).toEqual([`second plain repost: ${repost?.person}:${repost?.post}`]);
  });
});

import { type DemoPerson, demoPeople } from './demo-cast.js';
import { planConversations, planStories } from './plan-chats.js';
import { planTimeline } from './plan-timeline.js';
import { type Random, randomSource } from './random.js';

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface DemoOptions {
  /** People in the demo, the demo account included (at least 3). */
  users: number;
  /** Posts with a short video (ffmpeg makes each one); with any, one story is a video too. */
  videos: number;
  /** Draws every random choice: the same options make the same demo. */
  seed: number;
}

/** A person, by their place in the cast: 0 is the demo account. */
export type PersonRef = number;

export interface PlannedPost {
  kind: 'post';
  /** The post's place among the planned posts, for the reactions that refer to it. */
  ref: number;
  author: PersonRef;
  /** Milliseconds before the demo's moment (negative), as every planned time but the stories'. */
  at: number;
  text: string;
  spoiler: string;
  photo: { seed: string; alt: string } | null;
  /** Which generated clip (see generated-media.ts), or null for none. */
  video: number | null;
}

export type PlannedReaction =
  | { kind: 'like' | 'repost'; person: PersonRef; post: number; at: number }
  | { kind: 'reply' | 'quote'; person: PersonRef; post: number; at: number; text: string };

export type TimelineAction = PlannedPost | PlannedReaction;

export interface PlannedConversation {
  /** A group's name, or null for a pair. */
  group: string | null;
  /** A group's creator first; a pair is [the other person, the demo account]. */
  members: PersonRef[];
  /** A group's creation time (the pair's starts with its first line). */
  at: number;
  lines: { from: PersonRef; text: string; at: number }[];
  /** Who has read everything once the lines are sent. */
  readBy: PersonRef[];
}

export interface PlannedStory {
  owner: PersonRef;
  video: boolean;
  /** Milliseconds before the run (negative): stories are live for a day, so they are dated from now. */
  at: number;
}

export interface PlannedBlock {
  blocker: PersonRef;
  blocked: PersonRef;
  at: number;
}

/** Everything the demo does, in the order it does it; made from the options alone (no database, no clock). */
export interface DemoPlan {
  options: DemoOptions;
  people: DemoPerson[];
  block: PlannedBlock | null;
  follows: { follower: PersonRef; followee: PersonRef; at: number }[];
  /** Posts and the likes, replies, reposts and quotes they get, in time order. */
  timeline: TimelineAction[];
  /** In time order; the last is a pair's conversation left unread by the demo account. */
  conversations: PlannedConversation[];
  stories: PlannedStory[];
}

/** Whether one of the two blocked the other: the demo plans nothing between them. */
export type Apart = (a: PersonRef, b: PersonRef) => boolean;

export function apartBy(block: PlannedBlock | null): Apart {
  return (a, b) =>
    block !== null && ((a === block.blocker && b === block.blocked) || (a === block.blocked && b === block.blocker));
}

/** With six people or more, two of them (never the demo account) have fallen out: one blocked the other. */
function planBlock(random: Random, count: number): PlannedBlock | null {
  if (count < 6) return null;
  const [blocker, blocked] = random.sample(range(1, count), 2) as [number, number];
  return { blocker, blocked, at: -29 * DAY };
}

/** The demo account follows half the cast (two at least), most people follow it back, everyone follows 5–14 people. */
function planFollows(random: Random, count: number, apart: Apart): DemoPlan['follows'] {
  const others = range(1, count);
  // Half, and at least two, so its story strip shows several people.
  const followed = random.sample(others, Math.max(Math.ceil(others.length / 2), 2));
  const pairs: [PersonRef, PersonRef][] = followed.map((p) => [0, p]);
  for (const person of others) {
    if (random.chance(0.7)) pairs.push([person, 0]);
    const candidates = others.filter((other) => other !== person && !apart(person, other));
    for (const followee of random.sample(candidates, 5 + random.int(10))) pairs.push([person, followee]);
  }
  return pairs.map(([follower, followee], i) => ({ follower, followee, at: -28 * DAY + i * 5 * MINUTE }));
}

export function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}

export function planDemo(options: DemoOptions): DemoPlan {
  const random = randomSource(`demo:${options.seed}`);
  const people = demoPeople(options.users);
  const block = planBlock(random, people.length);
  const apart = apartBy(block);
  const follows = planFollows(random, people.length, apart);
  const usernames = people.map((p) => p.username);
  const followedByDemo = follows.flatMap((f) => (f.follower === 0 ? [f.followee] : []));
  const inDemoFeed = (person: PersonRef) => person === 0 || followedByDemo.includes(person);
  return {
    options,
    people,
    block,
    follows,
    timeline: planTimeline(random, { usernames, videos: options.videos, seed: options.seed, apart, inDemoFeed }),
    conversations: planConversations(random, people.length, apart),
    stories: planStories(random, followedByDemo, options.videos > 0),
  };
}

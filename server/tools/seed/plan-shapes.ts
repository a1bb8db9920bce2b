import type { DemoPerson } from './demo-cast.js';

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

export function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}

import { demoPeople } from './demo-cast.js';
import { planConversations, planStories } from './plan-chats.js';
import {
  type Apart,
  apartBy,
  DAY,
  type DemoOptions,
  type DemoPlan,
  MINUTE,
  type PersonRef,
  type PlannedBlock,
  range,
} from './plan-shapes.js';
import { planTimeline } from './plan-timeline.js';
import { type Random, randomSource } from './random.js';

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

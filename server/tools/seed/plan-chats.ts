import { GROUP_MESSAGES, GROUP_NAME, MESSAGES } from './demo-words.js';
import type { Apart, PersonRef, PlannedConversation, PlannedStory } from './plan-shapes.js';
import { DAY, HOUR, MINUTE, range } from './plan-shapes.js';
import type { Random } from './random.js';

/** Two people (never the demo account) who may talk to each other and to it. */
function groupMates(random: Random, count: number, apart: Apart): [PersonRef, PersonRef] | undefined {
  const others = random.sample(range(1, count), count);
  for (const a of others) {
    const b = others.find((other) => other !== a && !apart(a, other));
    if (b !== undefined) return [a, b];
  }
  return undefined;
}

/**
 * The demo account's conversations over the last two days: one with each of a few people (the other speaks
 * first), and a group of three started by someone else. Every one is read but the last, a pair's, so the
 * chat badge shows one unread conversation.
 */
export function planConversations(random: Random, count: number, apart: Apart): PlannedConversation[] {
  const partners = random.sample(range(1, count), Math.min(MESSAGES.length, count - 1));
  const pairs = partners.map(
    (partner, index): PlannedConversation => ({
      group: null,
      members: [partner, 0],
      at: 0,
      lines: (MESSAGES[index] ?? []).map((text, n) => ({ from: n % 2 === 0 ? partner : 0, text, at: 0 })),
      readBy: [0, partner],
    }),
  );
  const mates = groupMates(random, count, apart);
  const group: PlannedConversation[] = mates
    ? [
        {
          group: GROUP_NAME,
          members: [...mates, 0],
          at: 0,
          lines: GROUP_MESSAGES.map(([member, text]) => ({ from: [...mates, 0][member] ?? 0, text, at: 0 })),
          readBy: [...mates, 0],
        },
      ]
    : [];
  const unread = pairs.pop();
  if (unread) unread.readBy = [];
  const conversations = [...pairs, ...group, ...(unread ? [unread] : [])];
  // Irregular gaps, down to the millisecond: another draw's lines never fall at the same moments.
  let at = -2 * DAY;
  const gap = () => 2 * MINUTE + random.int(10 * MINUTE);
  for (const conversation of conversations) {
    conversation.at = at += gap();
    for (const line of conversation.lines) line.at = at += gap();
  }
  return conversations;
}

/**
 * One or two stories each from up to eight of the people the demo account follows (its story strip shows
 * theirs), over the last six hours; with videos, the first is a clip.
 */
export function planStories(random: Random, followedByDemo: PersonRef[], withVideo: boolean): PlannedStory[] {
  const owners = random.sample(followedByDemo, 8);
  return owners.flatMap((owner, index) =>
    range(0, 1 + random.int(2)).map((n) => ({
      owner,
      video: withVideo && index === 0 && n === 0,
      at: -(6 - n) * HOUR + random.int(60) * MINUTE,
    })),
  );
}

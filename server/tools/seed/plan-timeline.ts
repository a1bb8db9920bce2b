import { MENTION_LINES, POST_TEXTS, QUOTES, REPLIES, WARNED_POSTS } from './demo-words.js';
import { sceneAltText } from './generated-media.js';
import type { Apart, PersonRef, PlannedPost, TimelineAction } from './plan-shapes.js';
import { DAY, HOUR, MINUTE, range } from './plan-shapes.js';
import type { Random } from './random.js';

interface TimelineCast {
  usernames: string[];
  videos: number;
  seed: number;
  apart: Apart;
  /** Whose posts the demo account's feed shows: itself and the people it follows. */
  inDemoFeed: (person: PersonRef) => boolean;
}

/** Someone `person` may name: not themselves, nobody a block stands between; the demo account often. */
function mentionable(random: Random, cast: TimelineCast, person: PersonRef): PersonRef | undefined {
  const candidates = range(0, cast.usernames.length).filter((p) => p !== person && !cast.apart(person, p));
  if (candidates.includes(0) && random.chance(0.4)) return 0;
  return candidates.length > 0 ? random.pick(candidates) : undefined;
}

function withMention(random: Random, cast: TimelineCast, text: string, person: PersonRef): string {
  const named = mentionable(random, cast, person);
  if (named === undefined) return text;
  return `${text} ${random.pick(MENTION_LINES).replace('{name}', `@${cast.usernames[named]}`)}`;
}

/** The generated picture of a post, and its description. */
function photoFor(cast: TimelineCast, ref: number): PlannedPost['photo'] {
  const seed = `${cast.seed}-${ref}`;
  return { seed, alt: sceneAltText(seed) };
}

/** Everyone who may act on `author`'s post: not the author, nobody a block stands between. */
function audienceOf(cast: TimelineCast, author: PersonRef): PersonRef[] {
  return range(0, cast.usernames.length).filter((p) => p !== author && !cast.apart(author, p));
}

/**
 * A week of posts, three per person, the demo account writing every sixth; a third of the others carry a
 * photo with alt text, `videos` a short video, two a content warning, a fifth name someone. Each post gets
 * likes (at least one) and replies from its audience within two hours; some are reposted (once per person and
 * post) or quoted, at least one. Every reaction comes after its post, and the list is in time order.
 */
export function planTimeline(random: Random, cast: TimelineCast): TimelineAction[] {
  const people = cast.usernames.length;
  const count = people * 3;
  const step = (7 * DAY - 2 * HOUR) / count;
  const videoSlots = random.sample(range(0, count), Math.min(cast.videos, count));
  const warnedSlots = random.sample(
    range(0, count).filter((i) => !videoSlots.includes(i)),
    WARNED_POSTS.length,
  );
  const actions: TimelineAction[] = [];
  const posts: PlannedPost[] = [];
  for (let i = 0; i < count; i++) {
    const author = i % 6 === 0 ? 0 : random.int(people);
    const at = Math.round(-7 * DAY + i * step);
    const warned = WARNED_POSTS[warnedSlots.indexOf(i)];
    const video = videoSlots.indexOf(i);
    const hasPhoto = video < 0 && !warned && random.chance(0.3);
    const post: PlannedPost = {
      kind: 'post',
      ref: i,
      author,
      at,
      text: warned?.text ?? random.pick(POST_TEXTS),
      spoiler: warned?.spoiler ?? '',
      photo: hasPhoto ? photoFor(cast, i) : null,
      video: video < 0 ? null : video,
    };
    if (!warned && random.chance(0.2)) post.text = withMention(random, cast, post.text, author);
    posts.push(post);
    actions.push(post);
    actions.push(...reactionsTo(random, cast, post));
  }
  if (!posts.some((p) => p.photo)) addPhoto(cast, posts);
  if (!posts.some((p) => p.text.includes('@'))) nameSomeone(cast, posts);
  if (!actions.some((a) => a.kind === 'quote' && cast.inDemoFeed(a.person))) {
    actions.push(lastResortQuote(random, cast, posts));
  }
  return actions.sort((a, b) => a.at - b.at);
}

/** Likes (at least one) and replies from the post's audience within two hours; maybe a repost, maybe a quote. */
function reactionsTo(random: Random, cast: TimelineCast, post: PlannedPost): TimelineAction[] {
  const audience = audienceOf(cast, post.author);
  const later = (from: number) => post.at + (from + random.int(100)) * MINUTE;
  const reactions: TimelineAction[] = [];
  for (const person of random.sample(audience, 1 + random.int(7))) {
    reactions.push({ kind: 'like', person, post: post.ref, at: later(1) });
  }
  for (const person of random.sample(audience, random.int(4))) {
    const text = random.chance(0.2) ? withMention(random, cast, '', person).trim() : random.pick(REPLIES);
    reactions.push({ kind: 'reply', person, post: post.ref, at: later(2), text });
  }
  if (audience.length === 0) return reactions;
  if (random.chance(0.12))
    reactions.push({ kind: 'repost', person: random.pick(audience), post: post.ref, at: later(10) });
  if (random.chance(0.05)) {
    reactions.push({
      kind: 'quote',
      person: random.pick(audience),
      post: post.ref,
      at: later(10),
      text: random.pick(QUOTES),
    });
  }
  return reactions;
}

/** The demo always has a photo: on the newest post without a video or a warning. */
function addPhoto(cast: TimelineCast, posts: PlannedPost[]): void {
  const post = [...posts].reverse().find((p) => p.video === null && !p.spoiler);
  if (!post) return;
  post.photo = photoFor(cast, post.ref);
}

/** The demo always has a mention: the newest post without a warning names the demo account (or, its own, someone). */
function nameSomeone(cast: TimelineCast, posts: PlannedPost[]): void {
  const post = [...posts].reverse().find((p) => !p.spoiler);
  if (!post) return;
  const named = post.author === 0 ? audienceOf(cast, 0)[0] : 0;
  if (named !== undefined) post.text += ` ${MENTION_LINES[0]?.replace('{name}', `@${cast.usernames[named]}`)}`;
}

/** The demo account's feed always shows a quote: of the newest post someone it follows may quote, an hour after it. */
function lastResortQuote(random: Random, cast: TimelineCast, posts: PlannedPost[]): TimelineAction {
  for (const post of [...posts].reverse()) {
    const audience = audienceOf(cast, post.author).filter(cast.inDemoFeed);
    if (audience.length === 0) continue;
    return { kind: 'quote', person: random.pick(audience), post: post.ref, at: post.at + HOUR, text: QUOTES[0] ?? '' };
  }
  throw new Error('the demo needs at least two people');
}

import { hashPassword } from '../../src/auth/passwords.js';
import type { SessionUser } from '../../src/auth/sessions.js';
import { sendMessage } from '../../src/chat/send.js';
import { markConversationSeen } from '../../src/chat/service.js';
import type { AppContext } from '../../src/context.js';
import { newId } from '../../src/db/ids.js';
import { insertFollow } from '../../src/follows/queries.js';
import { storeMedia } from '../../src/media/service.js';
import { markReadBefore } from '../../src/notifications/queries.js';
import { recordNotification } from '../../src/notifications/service.js';
import { repost } from '../../src/posts/reposts.js';
import { createPost, replyToPost, toggleLike } from '../../src/posts/service.js';
import { createStory } from '../../src/stories/service.js';
import { findUserByUsername, insertUser, type UserRow, updateUser } from '../../src/users/queries.js';
import { DEMO_PASSWORD, demoPeople, MESSAGES, POST_TEXTS, REPLIES } from './demo-content.js';
import { avatarUpload, discardUpload, photoUpload, videoUpload } from './generated-media.js';
import { type Random, randomSource } from './random.js';
import type { SeedContext } from './seed-context.js';

export interface DemoOptions {
  users: number;
  videos: number;
  log: (line: string) => void;
}

export interface DemoSummary {
  usersCreated: number;
  followsCreated: number;
  postsCreated: number;
  storiesCreated: number;
  messagesSent: number;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const sessionUser = (user: UserRow): SessionUser => ({
  id: user.id,
  username: user.username,
  name: user.name,
  profilePic: user.profile_pic,
  role: user.role,
});

function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) picked.push(pool.splice(random.int(pool.length), 1)[0] as T);
  return picked;
}

/** Each demo person once, found by username; the missing ones are created with an avatar from the media pipeline. */
async function ensurePeople(seed: SeedContext, count: number): Promise<{ users: UserRow[]; created: number }> {
  const { ctx } = seed;
  const users: UserRow[] = [];
  let passwordHash: string | undefined;
  let created = 0;
  for (const person of demoPeople(count)) {
    const existing = await findUserByUsername(ctx.db, person.username);
    if (existing) {
      users.push(existing);
      continue;
    }
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    const now = Date.now() - 30 * DAY;
    const row: UserRow = {
      id: newId(),
      username: person.username,
      email: `${person.username}@demo.example`,
      name: person.name,
      name_lower: person.name.toLowerCase(),
      bio: person.bio,
      profile_pic: '',
      password_hash: passwordHash,
      is_frozen: 0,
      totp_enabled: 0,
      totp_secret: null,
      totp_last_step: null,
      deleted_at: null,
      role: 'user',
      suspended_at: null,
      suspension_reason: null,
      created_at: now,
      updated_at: now,
    };
    await insertUser(ctx.db, row);
    const upload = await avatarUpload(ctx.config, person.username);
    try {
      row.profile_pic = (await storeMedia(ctx, row.id, upload, 'image')).url;
    } finally {
      await discardUpload(upload);
    }
    await updateUser(ctx.db, row.id, { profile_pic: row.profile_pic });
    users.push(row);
    created++;
  }
  return { users, created };
}

/** A fixed follow graph: the demo account follows half the cast, everyone follows 5–14 people, most follow back the demo. */
async function ensureFollows(seed: SeedContext, users: UserRow[], random: Random): Promise<number> {
  const [demo, ...others] = users;
  if (!demo) return 0;
  const pairs: [UserRow, UserRow][] = sample(random, others, Math.ceil(others.length / 2)).map((u) => [demo, u]);
  for (const user of others) {
    if (random.next() < 0.7) pairs.push([user, demo]);
    for (const target of sample(random, others, 5 + random.int(10))) if (target !== user) pairs.push([user, target]);
  }
  let created = 0;
  let at = Date.now() - 28 * DAY;
  for (const [follower, followee] of pairs) {
    at += 5 * MINUTE;
    seed.setTime(at);
    const followed = await seed.ctx.db.transaction().execute(async (trx) => {
      if (!(await insertFollow(trx, follower.id, followee.id, at))) return false;
      await recordNotification(trx, at, { type: 'follow', senderId: follower.id, recipientId: followee.id });
      return true;
    });
    if (followed) created++;
  }
  seed.setTime(null);
  return created;
}

async function hasPosts(ctx: AppContext, users: UserRow[]): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('posts')
    .select('id')
    .where(
      'author_id',
      'in',
      users.map((u) => u.id),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A week of posts in time order (a quarter with a photo, `videos` with a short video), each with a
 * few likes and replies from other people, and a handful of reposts, all through the services, so
 * notifications follow. The likes, replies and reposts run after the posts, in the order of their times,
 * so the notifications they cause are listed in time order too.
 */
async function seedPosts(seed: SeedContext, users: UserRow[], videos: number, random: Random): Promise<number> {
  const { ctx } = seed;
  const count = users.length * 3;
  const start = Date.now() - 7 * DAY;
  const step = (7 * DAY - 2 * HOUR) / count;
  const videoSlots = new Set(sample(random, [...Array(count).keys()], videos));
  const postIds: string[] = [];
  const reactions: { at: number; act: () => Promise<unknown> }[] = [];
  for (let i = 0; i < count; i++) {
    // The demo account writes every sixth post, so its owner gets likes and replies to look at.
    const author = (i % 6 === 0 ? users[0] : random.pick(users)) as UserRow;
    const at = start + i * step;
    seed.setTime(at);
    const img = !videoSlots.has(i) && random.next() < 0.25 ? await photoUpload(ctx.config, `${i}`) : undefined;
    const video = videoSlots.has(i) ? await videoUpload(ctx.config, i) : undefined;
    let postId: string;
    try {
      postId = (
        await createPost(ctx, sessionUser(author), { postedBy: author.id, text: random.pick(POST_TEXTS), img, video })
      )._id;
      postIds.push(postId);
    } finally {
      if (img) await discardUpload(img);
      if (video) await discardUpload(video);
    }
    for (const liker of sample(random, users, random.int(7))) {
      if (liker !== author) {
        reactions.push({ at: at + (1 + random.int(60)) * MINUTE, act: () => toggleLike(ctx, liker.id, postId) });
      }
    }
    for (const replier of sample(random, users, random.int(4))) {
      const text = random.pick(REPLIES);
      reactions.push({
        at: at + (1 + random.int(90)) * MINUTE,
        act: () => replyToPost(ctx, sessionUser(replier), postId, { text }),
      });
    }
    if (i > 10 && random.next() < 0.05) {
      const reposter = random.pick(users);
      const original = random.pick(postIds.slice(0, -1));
      reactions.push({ at: at + 30 * MINUTE, act: () => repost(ctx, reposter.id, { postId: original, message: '' }) });
    }
  }
  for (const reaction of reactions.sort((a, b) => a.at - b.at)) {
    seed.setTime(reaction.at);
    await reaction.act();
  }
  seed.setTime(null);
  return count;
}

async function hasLiveStories(ctx: AppContext, users: UserRow[]): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('stories')
    .select('id')
    .where(
      'user_id',
      'in',
      users.map((u) => u.id),
    )
    .where('expires_at', '>', Date.now())
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stories from the last few hours (so they are live now): photos, and one short video. */
async function seedStories(seed: SeedContext, users: UserRow[], random: Random): Promise<number> {
  const { ctx } = seed;
  const owners = sample(random, users.slice(1), Math.min(8, users.length - 1));
  let created = 0;
  for (const [index, owner] of owners.entries()) {
    for (let n = 0; n < 1 + random.int(2); n++) {
      seed.setTime(Date.now() - (6 - n) * HOUR + random.int(60) * MINUTE);
      const isVideo = index === 0 && n === 0;
      const file = isVideo ? await videoUpload(ctx.config, 2, 3) : await photoUpload(ctx.config, `story-${index}-${n}`);
      try {
        await createStory(ctx, sessionUser(owner), { file, mediaType: isVideo ? 'video' : 'image' });
        created++;
      } finally {
        await discardUpload(file);
      }
    }
  }
  seed.setTime(null);
  return created;
}

async function hasConversations(ctx: AppContext, user: UserRow): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('conversation_members')
    .select('conversation_id')
    .where('user_id', '=', user.id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Conversations between the demo account and a few people; the last one is left unread for the badge. */
async function seedConversations(seed: SeedContext, users: UserRow[], random: Random): Promise<number> {
  const [demo, ...others] = users;
  if (!demo) return 0;
  const { ctx } = seed;
  let sent = 0;
  let at = Date.now() - 2 * DAY;
  const partners = sample(random, others, Math.min(MESSAGES.length, others.length));
  for (const [index, partner] of partners.entries()) {
    const lines = MESSAGES[index] ?? [];
    let conversationId = '';
    for (const [n, text] of lines.entries()) {
      const [from, to] = n % 2 === 0 ? [partner, demo] : [demo, partner];
      at += 7 * MINUTE;
      seed.setTime(at);
      conversationId = (await sendMessage(ctx, from.id, { text, recipientId: to.id })).conversationId;
      sent++;
    }
    if (index < partners.length - 1) {
      await markConversationSeen(ctx, demo.id, conversationId);
      await markConversationSeen(ctx, partner.id, conversationId);
    }
  }
  seed.setTime(null);
  return sent;
}

/** The demo account's notifications older than a day are read, so the page shows both Read and New. */
async function readOlderNotifications(ctx: AppContext, demo: UserRow): Promise<void> {
  await markReadBefore(ctx.db, demo.id, Date.now() - DAY);
}

/**
 * The demo a new user can log into (`demo` / `threads-demo`, and every other demo person with the same
 * password). Safe to run again: people are found by username, follows by their key, and posts,
 * stories and conversations are only added when the demo has none (stories again once they expired).
 */
export async function seedDemo(seed: SeedContext, options: DemoOptions): Promise<DemoSummary> {
  const random = randomSource('threads-demo');
  const { users, created } = await ensurePeople(seed, options.users);
  options.log(`people: ${users.length} (${created} new)`);
  const summary: DemoSummary = {
    usersCreated: created,
    followsCreated: await ensureFollows(seed, users, random),
    postsCreated: 0,
    storiesCreated: 0,
    messagesSent: 0,
  };
  options.log(`follows: ${summary.followsCreated} new`);
  if (!(await hasPosts(seed.ctx, users))) {
    summary.postsCreated = await seedPosts(seed, users, options.videos, random);
  }
  options.log(`posts: ${summary.postsCreated} new, with likes, replies and reposts`);
  if (!(await hasLiveStories(seed.ctx, users))) summary.storiesCreated = await seedStories(seed, users, random);
  options.log(`stories: ${summary.storiesCreated} new`);
  const demo = users[0];
  if (demo && !(await hasConversations(seed.ctx, demo))) {
    summary.messagesSent = await seedConversations(seed, users, random);
    await readOlderNotifications(seed.ctx, demo);
  }
  options.log(`messages: ${summary.messagesSent} new`);
  return summary;
}

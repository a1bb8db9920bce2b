import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/kysely.js';
import { migrations } from '../db/migrations/index.js';
import { createTestDatabase } from '../test/database.js';
import { engines, startTestServer } from '../test/server.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const user = (id: string) => ({
  id,
  username: id.toLowerCase(),
  email: `${id.toLowerCase()}@example.com`,
  name: id,
  name_lower: id.toLowerCase(),
  bio: '',
  profile_pic: '',
  password_hash: '!',
  is_frozen: 0,
  created_at: 1,
  updated_at: 1,
});

// Ids as the app makes them (ULIDs, time-ordered), so the API accepts them.
const P1 = '01JD8Y0A1B2C3D4E5F6G7H8J9K';
const P2 = '01JD8Y0A1B2C3D4E5F6G7H8J9M';
const R1 = '01JD8YB3C4D5E6F7G8H9J0K1M2';
const R2 = '01JD8YB3C4D5E6F7G8H9J0K1M3';
const R3 = '01JD8YB3C4D5E6F7G8H9J0K1M4';
const T0 = Date.UTC(2026, 0, 1);

/** A database at the migration before 0026, with posts, replies, their notifications and a report. */
async function databaseWithReplies(engine: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-replies-migration-'));
  const pgDatabase = engine === 'postgres' ? await createTestDatabase() : undefined;
  cleanups.push(async () => {
    await pgDatabase?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const db = createDatabase({ databaseUrl: pgDatabase?.url, dataDir }).db as Kysely<any>;
  const { '0026-replies-are-posts': repliesArePosts, ...before } = migrations;
  expect(repliesArePosts).toBeDefined();
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
  expect(error).toBeUndefined();

  await db
    .insertInto('users')
    .values([user('ANN'), user('BEN'), user('CAT')])
    .execute();
  await db
    .insertInto('posts')
    .values([
      { id: P1, author_id: 'ANN', text: 'first post', created_at: T0 },
      { id: P2, author_id: 'BEN', text: 'second post', created_at: T0 + 1000 },
    ])
    .execute();
  await db
    .insertInto('replies')
    .values([
      { id: R1, post_id: P1, user_id: 'BEN', text: 'hello @cat about #Lakes', created_at: T0 + 2000 },
      { id: R2, post_id: P1, user_id: 'CAT', text: 'me too', created_at: T0 + 3000 },
      { id: R3, post_id: P2, user_id: 'ANN', text: 'nice #lakes #Lakes', created_at: T0 + 4000 },
    ])
    .execute();
  const notification = { is_read: 0, created_at: T0 + 2000 };
  await db
    .insertInto('notifications')
    .values(
      [
        {
          ...notification,
          id: 'N1',
          recipient_id: 'ANN',
          sender_id: 'BEN',
          type: 'reply',
          post_id: P1,
          subject_id: R1,
        },
        {
          ...notification,
          id: 'N2',
          recipient_id: 'CAT',
          sender_id: 'BEN',
          type: 'mention',
          post_id: P1,
          subject_id: R1,
        },
      ].map((row) => ({ ...row, group_key: row.id })),
    )
    .execute();
  await db
    .insertInto('reports')
    .values({
      id: 'REP1',
      reporter_id: 'CAT',
      target_type: 'reply',
      target_id: R1,
      target_user_id: 'BEN',
      reason: 'spam',
      note: '',
      snapshot: '{}',
      status: 'open',
      created_at: T0 + 5000,
    })
    .execute();
  await db.destroy();
  return { dataDir, databaseUrl: pgDatabase?.url };
}

describe.each(engines)('the migration of replies into posts on %s', (engine) => {
  it('keeps every reply with its id, author, text, time and count, as a post in its thread', async () => {
    const { dataDir, databaseUrl } = await databaseWithReplies(engine);
    const server = await startTestServer(engine, { sharedDatabaseUrl: databaseUrl, config: { dataDir } });
    cleanups.push(() => server.close());
    const db = server.app.ctx.db;
    const visitor = server.client();

    expect(
      await db
        .selectFrom('posts')
        .select(['id', 'author_id', 'text', 'created_at', 'reply_to', 'thread_root', 'deleted_at'])
        .where('reply_to', 'is not', null)
        .orderBy('id')
        .execute(),
    ).toEqual([
      {
        id: R1,
        author_id: 'BEN',
        text: 'hello @cat about #Lakes',
        created_at: T0 + 2000,
        reply_to: P1,
        thread_root: P1,
        deleted_at: null,
      },
      {
        id: R2,
        author_id: 'CAT',
        text: 'me too',
        created_at: T0 + 3000,
        reply_to: P1,
        thread_root: P1,
        deleted_at: null,
      },
      {
        id: R3,
        author_id: 'ANN',
        text: 'nice #lakes #Lakes',
        created_at: T0 + 4000,
        reply_to: P2,
        thread_root: P2,
        deleted_at: null,
      },
    ]);

    const first = (await visitor.get(`/api/posts/${P1}`)).body;
    expect(first.repliesCount).toBe(2);
    expect(first.replyCount).toBe(2);
    expect(first.replies).toEqual([
      {
        _id: R1,
        postId: P1,
        userId: 'BEN',
        username: 'ben',
        userProfilePic: '',
        text: 'hello @cat about #Lakes',
        createdAt: new Date(T0 + 2000).toISOString(),
      },
      {
        _id: R2,
        postId: P1,
        userId: 'CAT',
        username: 'cat',
        userProfilePic: '',
        text: 'me too',
        createdAt: new Date(T0 + 3000).toISOString(),
      },
    ]);
    expect((await visitor.get(`/api/posts/${P2}`)).body.replyCount).toBe(1);
    const reply = await visitor.get(`/api/posts/${R1}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      _id: R1,
      replyTo: { _id: P1, username: 'ann' },
      replyCount: 0,
      text: 'hello @cat about #Lakes',
    });

    // Profiles list posts, the Replies tab lists replies.
    expect((await visitor.get('/api/posts/user/ann')).body.map((p: { _id: string }) => p._id)).toEqual([P1]);
    const annReplies = (await visitor.get('/api/posts/user/ann/replies')).body;
    expect(annReplies.map((r: { reply: { _id: string }; post: { _id: string } }) => [r.reply._id, r.post._id])).toEqual(
      [[R3, P2]],
    );

    // Hashtags, search and mentions know the moved replies.
    const tagged = (await visitor.get('/api/posts/tag/lakes')).body.map((p: { _id: string }) => p._id);
    expect(tagged).toEqual([R3, R1]);
    expect((await visitor.get('/api/posts/search?q=hello')).body.map((p: { _id: string }) => p._id)).toEqual([R1]);
    expect(await db.selectFrom('post_mentions').selectAll().execute()).toEqual([{ post_id: R1, user_id: 'CAT' }]);

    // What named a reply still names it.
    expect(
      await db.selectFrom('notifications').select(['id', 'post_id', 'subject_id']).orderBy('id').execute(),
    ).toEqual([
      { id: 'N1', post_id: P1, subject_id: R1 },
      { id: 'N2', post_id: P1, subject_id: R1 },
    ]);
    expect(await db.selectFrom('reports').select(['target_type', 'target_id']).execute()).toEqual([
      { target_type: 'reply', target_id: R1 },
    ]);
  }, 120_000);
});

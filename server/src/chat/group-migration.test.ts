import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import { migrations } from '../db/migrations/index.js';
import { createTestDatabase } from '../test/database.js';
import { engines } from '../test/server.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function openDatabase(engine: string): Promise<Kysely<any>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-group-migration-'));
  const pgDatabase = engine === 'postgres' ? await createTestDatabase() : undefined;
  const { db } = createDatabase({ databaseUrl: pgDatabase?.url, dataDir });
  cleanups.push(async () => {
    await db.destroy();
    await pgDatabase?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return db as Kysely<any>;
}

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

describe.each(engines)('the group chat migration on %s', (engine) => {
  it('keeps every conversation, membership and message, with their foreign keys', async () => {
    const db = await openDatabase(engine);
    const { '0019-group-chat': groupChat, ...before } = migrations;
    expect(groupChat).toBeDefined();
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
    expect(error).toBeUndefined();
    await db
      .insertInto('users')
      .values([user('A'), user('B'), user('C')])
      .execute();
    await db.insertInto('conversations').values({ id: 'C1', user_low: 'A', user_high: 'B', created_at: 1 }).execute();
    await db
      .insertInto('conversation_members')
      .values([
        { conversation_id: 'C1', user_id: 'A', other_user_id: 'B', last_message_id: 'M2' },
        { conversation_id: 'C1', user_id: 'B', other_user_id: 'A', last_message_id: 'M2' },
      ])
      .execute();
    await db
      .insertInto('messages')
      .values([
        { id: 'M1', conversation_id: 'C1', sender_id: 'A', text: 'hi', img: '', seen: 1, created_at: 1 },
        { id: 'M2', conversation_id: 'C1', sender_id: 'B', text: 'yo', img: '', seen: 0, created_at: 2 },
      ])
      .execute();

    await migrateToLatest(db);

    expect(
      await db.selectFrom('messages').select(['id', 'text', 'seen', 'kind', 'deleted']).orderBy('id').execute(),
    ).toEqual([
      { id: 'M1', text: 'hi', seen: 1, kind: 'text', deleted: 0 },
      { id: 'M2', text: 'yo', seen: 0, kind: 'text', deleted: 0 },
    ]);
    expect(
      await db.selectFrom('conversation_members').select(['user_id', 'other_user_id']).orderBy('user_id').execute(),
    ).toEqual([
      { user_id: 'A', other_user_id: 'B' },
      { user_id: 'B', other_user_id: 'A' },
    ]);
    // The pair's uniqueness holds; groups have no pair.
    await expect(
      db.insertInto('conversations').values({ id: 'C2', user_low: 'A', user_high: 'B', created_at: 3 }).execute(),
    ).rejects.toThrow();
    await db
      .insertInto('conversations')
      .values([
        { id: 'G1', user_low: null, user_high: null, created_at: 3, is_group: 1, name: 'One' },
        { id: 'G2', user_low: null, user_high: null, created_at: 3, is_group: 1, name: 'Two' },
      ])
      .execute();
    await db
      .insertInto('conversation_members')
      .values({ conversation_id: 'G1', user_id: 'C', other_user_id: null })
      .execute();
    await db
      .insertInto('messages')
      .values({
        id: 'M3',
        conversation_id: 'G1',
        sender_id: 'A',
        text: '',
        img: '',
        seen: 0,
        created_at: 3,
        kind: 'added',
        subject_id: 'C',
      })
      .execute();

    // The rebuilt tables still cascade from users and conversations, and name C only while C exists.
    await db.deleteFrom('users').where('id', '=', 'C').execute();
    expect(await db.selectFrom('messages').select('subject_id').where('id', '=', 'M3').executeTakeFirst()).toEqual({
      subject_id: null,
    });
    await db.deleteFrom('users').where('id', '=', 'B').execute();
    expect(await db.selectFrom('conversations').select('id').orderBy('id').execute()).toEqual([
      { id: 'G1' },
      { id: 'G2' },
    ]);
    expect(await db.selectFrom('messages').select('id').execute()).toEqual([{ id: 'M3' }]);
    if (engine === 'sqlite') {
      expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
      const tables = await sql<{ name: string }>`select name from sqlite_master where name like '%_old'`.execute(db);
      expect(tables.rows).toEqual([]);
    }
  });
});

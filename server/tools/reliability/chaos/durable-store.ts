import path from 'node:path';
import pg from 'pg';
import type { Engine } from '../../../src/db/schema.js';
import { SqliteDatabase } from '../../../src/db/sqlite-driver.js';

/** What the client was told was stored, by kind; likes and follows as "a:b" pairs. */
export interface Acknowledged {
  posts: Set<string>;
  replies: Set<string>;
  likes: Set<string>;
  messages: Set<string>;
  follows: Set<string>;
}

export const emptyAcknowledged = (): Acknowledged => ({
  posts: new Set(),
  replies: new Set(),
  likes: new Set(),
  messages: new Set(),
  follows: new Set(),
});

const queries: Record<keyof Acknowledged, string> = {
  posts: 'select id as k from posts',
  replies: 'select id as k from posts where reply_to is not null',
  likes: "select post_id || ':' || user_id as k from likes",
  messages: 'select id as k from messages',
  follows: "select follower_id || ':' || followee_id as k from follows",
};

/** Denormalised pointers that must still point at a row after any crash. */
const danglingPointers =
  'select count(*) as n from conversation_members m where m.last_message_id is not null ' +
  'and not exists (select 1 from messages x where x.id = m.last_message_id)';

export interface StoreCheck {
  lost: Record<keyof Acknowledged, string[]>;
  /** Empty when the database passed its integrity checks. */
  integrity: string[];
}

function compare(acknowledged: Acknowledged, present: Record<keyof Acknowledged, Set<string>>): StoreCheck['lost'] {
  const lost = {} as StoreCheck['lost'];
  for (const kind of Object.keys(queries) as (keyof Acknowledged)[]) {
    lost[kind] = [...acknowledged[kind]].filter((key) => !present[kind].has(key));
  }
  return lost;
}

/** Opens the database the killed process left behind (SQLite replays its WAL) and checks it. */
export async function checkStore(
  engine: Engine,
  where: { dataDir: string; databaseUrl?: string },
  acknowledged: Acknowledged,
): Promise<StoreCheck> {
  const present = {} as Record<keyof Acknowledged, Set<string>>;
  const integrity: string[] = [];
  if (engine === 'sqlite') {
    const db = new SqliteDatabase(path.join(where.dataDir, 'app.db'));
    try {
      const check = db.pragma('integrity_check') as { integrity_check: string }[];
      if (check[0]?.integrity_check !== 'ok') integrity.push(`integrity_check: ${JSON.stringify(check)}`);
      const foreign = db.pragma('foreign_key_check') as unknown[];
      if (foreign.length) integrity.push(`foreign_key_check: ${foreign.length} violations`);
      const dangling = db.prepare(danglingPointers).get() as { n: number };
      if (dangling.n) integrity.push(`${dangling.n} conversations point at a missing last message`);
      for (const [kind, query] of Object.entries(queries)) {
        present[kind as keyof Acknowledged] = new Set((db.prepare(query).all() as { k: string }[]).map((r) => r.k));
      }
    } finally {
      db.close();
    }
  } else {
    const client = new pg.Client({ connectionString: where.databaseUrl });
    await client.connect();
    try {
      const dangling = await client.query(danglingPointers);
      if (Number(dangling.rows[0].n))
        integrity.push(`${dangling.rows[0].n} conversations point at a missing last message`);
      for (const [kind, query] of Object.entries(queries)) {
        const result = await client.query<{ k: string }>(query);
        present[kind as keyof Acknowledged] = new Set(result.rows.map((r) => r.k));
      }
    } finally {
      await client.end();
    }
  }
  return { lost: compare(acknowledged, present), integrity };
}

import path from 'node:path';
import { newId, openSqlite } from '@threads/server/test-support';
import type { BenchUser } from './app-server.js';

/** Each person talks with the 10 people after them and the 10 before (20 conversations; the chat pair is one). */
const CONVERSATION_REACH = 10;
const FOLLOWS = 100;

/** A deterministic pseudo-random sequence, so every run seeds the same graph. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A realistic contact graph, straight in the database: ~20 conversations and ~100 follows per person,
 * the follows drawn at random across everyone (so most of a person's contacts are not in their pair).
 */
export function seedContactGraph(dataDir: string, users: BenchUser[]): void {
  const sqlite = openSqlite(path.join(dataDir, 'app.db'));
  const insertConversation = sqlite.prepare(
    'insert into conversations (id, user_low, user_high, created_at) values (?, ?, ?, ?)',
  );
  const insertMember = sqlite.prepare(
    'insert into conversation_members (conversation_id, user_id, other_user_id) values (?, ?, ?)',
  );
  const insertFollow = sqlite.prepare(
    'insert or ignore into follows (follower_id, followee_id, created_at) values (?, ?, ?)',
  );
  const now = Date.now();
  const next = random(20);
  const count = users.length;
  sqlite.transaction(() => {
    for (let i = 0; i < count; i++) {
      const me = users[i] as BenchUser;
      for (let step = 1; step <= Math.min(CONVERSATION_REACH, Math.floor((count - 1) / 2)); step++) {
        const other = users[(i + step) % count] as BenchUser;
        const [low, high] = me.id < other.id ? [me.id, other.id] : [other.id, me.id];
        const id = newId();
        insertConversation.run(id, low, high, now);
        insertMember.run(id, me.id, other.id);
        insertMember.run(id, other.id, me.id);
      }
      for (let f = 0; f < Math.min(FOLLOWS, count - 1); f++) {
        const other = users[Math.floor(next() * count)] as BenchUser;
        if (other.id !== me.id) insertFollow.run(me.id, other.id, now);
      }
    }
  })();
  sqlite.close();
}

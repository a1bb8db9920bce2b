import { beforeAll, describe, expect, it } from 'vitest';
import { insertMembers } from '../chat/queries/groups.js';
import { enqueueFollowBackfill, enqueuePostFanout } from '../feed/fanout-jobs.js';
import { recordNotification } from '../notifications/service.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import type { Db } from './schema.js';

interface Fixture {
  alice: string;
  bob: string;
  carol: string;
  postId: string;
  conversationId: string;
}

/** Each helper that must share its caller's transaction, with arguments that are valid in the fixture. */
const helpers: { name: string; call: (db: Db, f: Fixture) => Promise<unknown> }[] = [
  { name: 'enqueuePostFanout', call: (db, f) => enqueuePostFanout(db, { id: f.postId, author_id: f.alice }) },
  { name: 'enqueueFollowBackfill', call: (db, f) => enqueueFollowBackfill(db, f.bob, f.alice) },
  { name: 'insertMembers', call: (db, f) => insertMembers(db, f.conversationId, [f.carol]) },
  {
    name: 'recordNotification',
    call: (db, f) => recordNotification(db, Date.now(), { type: 'follow', senderId: f.bob, recipientId: f.alice }),
  },
];

const rollback = new Error('rolled back on purpose');

async function rowCounts(db: Db) {
  const count = async (table: 'jobs' | 'conversation_members' | 'notifications') =>
    Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return [await count('jobs'), await count('conversation_members'), await count('notifications')];
}

describe.each(engines)("write helpers that need their caller's transaction (%s)", (engine) => {
  const server = useTestServer(engine);
  let db: Db;
  let fixture: Fixture;
  beforeAll(async () => {
    db = server.app.ctx.db;
    const [alice, bob, carol] = [server.client(), server.client(), server.client()];
    const ids = [await alice.signup(), await bob.signup(), await carol.signup()].map((user) => user._id);
    const post = await alice.post('/api/posts/create', { postedBy: ids[0], text: 'hello' });
    const message = await alice.post('/api/messages', { message: 'hi', recipientId: ids[1] });
    fixture = {
      alice: ids[0] ?? '',
      bob: ids[1] ?? '',
      carol: ids[2] ?? '',
      postId: post.body._id,
      conversationId: message.body.conversationId,
    };
  });

  it.each(helpers)('$name refuses to run outside a transaction and writes nothing', async ({ name, call }) => {
    const before = await rowCounts(db);
    await expect(call(db, fixture)).rejects.toThrow(`${name} must run inside the caller's transaction`);
    expect(await rowCounts(db)).toEqual(before);
  });

  it.each(helpers)('$name runs inside one', async ({ call }) => {
    const outcome = db.transaction().execute(async (trx) => {
      await call(trx, fixture);
      throw rollback;
    });
    await expect(outcome).rejects.toBe(rollback);
  });
});

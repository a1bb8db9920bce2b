import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { changeRole } from '../admin/service.js';
import { reauthMessages } from '../auth/messages.js';
import type { Db, Engine } from '../db/schema.js';
import { buildWorld, PASSWORD } from '../test/account-world.js';
import { storedMediaKeys } from '../test/media-files.js';
import { refusal } from '../test/refusal.js';
import { engines, type TestServer } from '../test/server.js';
import { connectSocket } from '../test/sockets.js';
import { useTestServer } from '../test/use-test-server.js';
import { accountMessages } from './messages.js';
import { totpCode } from './totp.js';

/** Every (table, column) of text type in the schema, read from the database itself. */
async function textColumns(db: Db, engine: Engine): Promise<{ table: string; column: string }[]> {
  if (engine === 'postgres') {
    const { rows } = await sql<{ table: string; column: string }>`
      select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = current_schema() and data_type in ('character varying', 'text')`.execute(db);
    return rows;
  }
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  const columns: { table: string; column: string }[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{
      name: string;
      type: string;
    }>`select name, type from pragma_table_info(${name})`.execute(db);
    for (const row of rows) if (/char|text/i.test(row.type)) columns.push({ table: name, column: row.name });
  }
  return columns;
}

/** Rows anywhere in the database holding one of these values (ids, username, email), inside JSON too, but tombstones. */
async function rowsMentioning(db: Db, engine: Engine, values: string[]) {
  const found: string[] = [];
  const anyOf = sql.join(
    values.map((value) => sql`${sql.ref('c')} like ${`%${value}%`}`),
    sql` or `,
  );
  for (const { table, column } of await textColumns(db, engine)) {
    // A deleted person's bare id stays in `local_tombstones` (nothing else), so their actor answers 410 Gone.
    if (table.startsWith('kysely_') || table === 'local_tombstones') continue;
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from (select ${sql.ref(column)} as c from ${sql.table(table)}) as t where ${anyOf}`.execute(
      db,
    );
    if (Number(rows[0]?.n) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** A signed-in admin, granted by the command. */
async function moderator(server: TestServer) {
  const client = server.client();
  const user = await client.signup();
  await changeRole(server.app.ctx.db, user.username, true, Date.now());
  return client;
}

describe.each(engines)('account deletion on %s', (engine) => {
  const server = useTestServer(engine);

  it('erases everything the person authored, their files and sessions; others stay consistent', async () => {
    const world = await buildWorld(server);
    const { alice, bob, aliceUser, bobUser } = world;
    const db = server.app.ctx.db;
    const keysBefore = await storedMediaKeys(server);
    const aliceKeys = (
      await db
        .selectFrom('media')
        .select(['file_name', 'poster_file_name'])
        .where('owner_id', '=', aliceUser._id)
        .execute()
    ).flatMap((m) => [m.file_name, ...(m.poster_file_name ? [m.poster_file_name] : [])]);
    expect(aliceKeys.length).toBeGreaterThanOrEqual(4);
    // Moderation records around alice: reports by her, on her content, on a quote embedding her post, and
    // her own work as an admin granted by the command.
    const admin = await moderator(server);
    const dave = server.client();
    await dave.signup();
    const reportOn = async (who: typeof dave, targetType: string, targetId: string) => {
      const res = await who.post('/api/reports', { targetType, targetId, reason: 'spam' });
      expect(res.status).toBe(201);
      return res.body._id as string;
    };
    const onQuote = await reportOn(dave, 'post', world.bobQuote._id);
    await reportOn(dave, 'post', world.alicePost._id);
    await reportOn(alice, 'post', world.bobPost._id);
    const onBob = await reportOn(dave, 'post', world.bobPost._id);
    await changeRole(db, aliceUser.username, true, Date.now());
    expect((await alice.put(`/api/admin/reports/${onBob}`, { action: 'dismiss' })).status).toBe(200);
    const socket = await connectSocket(server.url, { cookie: alice.cookie, userId: aliceUser._id });
    const closed = new Promise<void>((resolve) => socket.socket.once('disconnect', () => resolve()));

    const res = await alice.request('DELETE', '/api/users/me', { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(res.headers.getSetCookie()[0]).toMatch(/^session=;/);
    await closed;

    const leftovers = await rowsMentioning(db, engine, [aliceUser._id, aliceUser.username, aliceUser.email]);
    expect(leftovers).toEqual([]);
    const keysAfter = await storedMediaKeys(server);
    for (const key of aliceKeys) expect(keysAfter).not.toContain(key);
    expect(keysBefore.filter((k) => !keysAfter.includes(k)).sort()).toEqual([...aliceKeys].sort());

    expect((await server.client().get(`/api/users/profile/${aliceUser.username}`)).status).toBe(404);
    expect((await server.client().get(`/api/posts/${world.alicePost._id}`)).status).toBe(404);
    expect((await server.client().get(`/api/posts/${world.bobBareRepost._id}`)).status).toBe(404);
    const bobPost = (await bob.get(`/api/posts/${world.bobPost._id}`)).body;
    expect(bobPost.likes).toEqual([]);
    expect(bobPost.likesCount).toBe(0);
    expect(bobPost.replies).toEqual([]);
    expect(bobPost.repliesCount).toBe(0);
    const quote = (await bob.get(`/api/posts/${world.bobQuote._id}`)).body;
    expect(quote).toMatchObject({ text: 'quoting alice', repostOf: null });
    const bobProfile = (await bob.get(`/api/users/profile/${bobUser.username}`)).body;
    expect(bobProfile.followers).toEqual([]);
    expect(bobProfile.following).toEqual([]);
    expect((await bob.get(`/api/users/${bobUser._id}/followers`)).body).toEqual([]);
    expect((await bob.get('/api/notifications')).body).toEqual([]);
    expect((await bob.get('/api/posts/feed')).body.map((p: { _id: string }) => p._id)).not.toContain(
      world.alicePost._id,
    );

    const conversations = (await bob.get('/api/messages/conversations')).body;
    expect(conversations).toHaveLength(1);
    const [conversation] = conversations;
    expect(conversation.participants).toEqual([{ _id: expect.any(String), username: '', profilePic: '' }]);
    expect(conversation.lastMessage).toMatchObject({ _id: world.messages.fromBob._id, text: 'hi alice' });
    const standIn = conversation.participants[0]._id;
    const messages = (await bob.get(`/api/messages/${standIn}`)).body;
    expect(messages.map((m: { _id: string }) => m._id)).toEqual([world.messages.fromBob._id]);
    expect((await bob.request('GET', messages[0].img)).status).toBe(200);
    const refused = await bob.post('/api/messages', { recipientId: standIn, message: 'anyone there?' });
    expect(refused.status).toBe(404);
    expect((await server.client().get(`/api/users/profile/${standIn}`)).status).toBe(404);

    // Moderation keeps its record of what was done, without alice: the stand-in takes her place.
    const open = (await admin.get('/api/admin/reports?status=open')).body;
    expect(open.map((r: { _id: string }) => r._id)).toEqual([onQuote]);
    expect(open[0].target).toMatchObject({ _id: world.bobQuote._id, text: 'quoting alice', repostOf: null });
    const resolved = (await admin.get('/api/admin/reports?status=resolved')).body;
    expect(resolved.map((r: { _id: string; resolution: string }) => [r._id, r.resolution])).toEqual([
      [onBob, 'dismiss'],
    ]);
    const audit = (await admin.get('/api/admin/audit')).body.filter((entry: { targetId: string }) =>
      [world.bobPost._id, standIn].includes(entry.targetId),
    );
    expect(audit).toMatchObject([
      { action: 'dismiss', targetType: 'post', targetId: world.bobPost._id, admin: { _id: standIn, username: '' } },
      { action: 'grant', targetType: 'user', targetId: standIn, admin: null },
    ]);

    const again = server.client();
    await again.signup({ username: aliceUser.username, email: aliceUser.email });
  });

  it("keeps other people's replies to the person's posts, under placeholders held by a stand-in", async () => {
    const [alice, bob] = [server.client(), server.client()];
    const me = await alice.signup({ password: PASSWORD });
    await bob.signup();
    const created = async (client: typeof alice, path: string, body: Record<string, string>) => {
      const res = path === 'create' ? await client.post('/api/posts/create', body) : await client.put(path, body);
      expect(res.status).toBe(201);
      return res.body._id as string;
    };
    const post = await created(alice, 'create', { postedBy: me._id, text: 'a thread' });
    const mine = await created(alice, `/api/posts/reply/${post}`, { text: 'and more' });
    const bobsDeep = await created(bob, `/api/posts/reply/${mine}`, { text: 'deep answer' });
    const bobsTop = await created(bob, `/api/posts/reply/${post}`, { text: 'top answer' });
    const alone = await created(alice, 'create', { postedBy: me._id, text: 'nobody answered' });
    const selfReply = await created(alice, `/api/posts/reply/${alone}`, { text: 'only me' });

    expect((await alice.request('DELETE', '/api/users/me', { password: PASSWORD })).status).toBe(200);

    const db = server.app.ctx.db;
    expect(await rowsMentioning(db, engine, [me._id, me.username, me.email])).toEqual([]);
    const rows = await db
      .selectFrom('posts')
      .select(['id', 'text', 'deleted_at'])
      .where('id', 'in', [post, mine, alone, selfReply])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: post, text: '', deleted_at: expect.any(Number) },
      { id: mine, text: '', deleted_at: expect.any(Number) },
    ]);
    expect((await bob.get(`/api/posts/${bobsDeep}`)).body).toMatchObject({
      text: 'deep answer',
      replyTo: { _id: mine, username: '' },
    });
    expect((await bob.get(`/api/posts/${bobsTop}`)).body).toMatchObject({ replyTo: { _id: post, username: '' } });
  });

  it('keeps a deleted admin in the audit log as unknown, under a stand-in, with nothing of them left', async () => {
    const admin = server.client();
    const me = await admin.signup({ password: PASSWORD });
    await changeRole(server.app.ctx.db, me.username, true, Date.now());
    const dave = server.client();
    const daveUser = await dave.signup();
    expect((await admin.post(`/api/admin/users/${daveUser._id}/suspend`, { reason: 'spam' })).status).toBe(200);
    expect((await admin.request('DELETE', '/api/users/me', { password: PASSWORD })).status).toBe(200);

    const leftovers = await rowsMentioning(server.app.ctx.db, engine, [me._id, me.username, me.email]);
    expect(leftovers).toEqual([]);
    const audit = (await (await moderator(server)).get('/api/admin/audit')).body;
    const suspension = audit.find((entry: { targetId: string }) => entry.targetId === daveUser._id);
    expect(suspension).toMatchObject({ action: 'suspend', reason: 'spam', admin: { username: '', name: '' } });
    expect(suspension.admin._id).not.toBe(me._id);
  });

  it('needs the password, and the code when 2FA is on; a refusal changes nothing', async () => {
    const client = server.client();
    const me = await client.signup({ password: PASSWORD });
    const missing = await client.request('DELETE', '/api/users/me', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(refusal(accountMessages.PASSWORD_REQUIRED));
    const wrong = await client.request('DELETE', '/api/users/me', { password: 'not the password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(refusal(reauthMessages.CURRENT_PASSWORD_WRONG));

    const setup = await client.post('/api/users/2fa/setup');
    await client.post('/api/users/2fa/enable', { code: totpCode(setup.body.secret, Date.now()) });
    const noCode = await client.request('DELETE', '/api/users/me', { password: PASSWORD });
    expect(noCode.status).toBe(400);
    expect(noCode.body).toEqual({ ...refusal(accountMessages.TWO_FACTOR_REQUIRED), twoFactorRequired: true });
    const badCode = await client.request('DELETE', '/api/users/me', { password: PASSWORD, code: '000000' });
    expect(badCode.status).toBe(400);
    expect(badCode.body).toEqual({ ...refusal(accountMessages.TWO_FACTOR_INVALID), twoFactorRequired: true });
    expect((await server.client().get(`/api/users/profile/${me.username}`)).status).toBe(200);

    const visitor = await server.client().request('DELETE', '/api/users/me', { password: PASSWORD });
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ error: 'You must be logged in', code: 'LOGIN_REQUIRED' });

    const recovery = await client.post('/api/users/2fa/disable', {
      password: PASSWORD,
      code: totpCode(setup.body.secret, Date.now() + 30_000),
    });
    expect(recovery.status).toBe(200);
    const done = await client.request('DELETE', '/api/users/me', { password: PASSWORD });
    expect(done.status).toBe(200);
    expect((await server.client().get(`/api/users/profile/${me.username}`)).status).toBe(404);
  });
});

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { httpMessages } from '../http/messages.js';
import { reportMessages } from '../reports/messages.js';
import type { ApiClient } from '../test/api-client.js';
import { bundled } from '../test/child-server.js';
import { coded, refusal } from '../test/refusal.js';
import { engines } from '../test/server.js';
import { connectSocket } from '../test/sockets.js';
import { useTestServer } from '../test/use-test-server.js';
import { userMessages } from '../users/messages.js';
import { adminMessages } from './messages.js';
import { changeRole } from './service.js';

const execFileAsync = promisify(execFile);
/** `npm run admin -- …`: the CLI's source, bundled once (test/child-server.ts), in a process of its own. */
async function run(args: string[], env: NodeJS.ProcessEnv) {
  const cli = await bundled(path.join(import.meta.dirname, 'cli.ts'), 'admin-cli');
  return execFileAsync(process.execPath, [cli, ...args], { env });
}
const ADMINS_ONLY = refusal(adminMessages.ADMINS_ONLY);

describe.each(engines)('reports and moderation on %s', (engine) => {
  const server = useTestServer(engine);

  async function person(): Promise<{ client: ApiClient; id: string; username: string }> {
    const client = server.client();
    const me = await client.signup();
    return { client, id: me._id, username: me.username };
  }

  async function admin() {
    const someone = await person();
    await changeRole(server.app.ctx.db, someone.username, true, Date.now());
    return someone;
  }

  async function postBy(who: { client: ApiClient; id: string }, text = 'buy now') {
    return (await who.client.post('/api/posts/create', { postedBy: who.id, text })).body._id as string;
  }

  it('files a report once, lists it for admins with the content as reported, and removes it', async () => {
    const spammer = await person();
    const reporter = await person();
    const second = await person();
    const boss = await admin();
    const postId = await postBy(spammer);
    const filed = await reporter.client.post('/api/reports', {
      targetType: 'post',
      targetId: postId,
      reason: 'spam',
      note: 'All day long',
    });
    expect(filed.status).toBe(201);
    expect(filed.body).toEqual({ _id: expect.any(String), status: 'open' });
    const again = await reporter.client.post('/api/reports', { targetType: 'post', targetId: postId, reason: 'other' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refusal(reportMessages.REPORT_EXISTS));
    await second.client.post('/api/reports', { targetType: 'post', targetId: postId, reason: 'harassment' });

    const queue = await boss.client.get('/api/admin/reports?status=open');
    expect(queue.status).toBe(200);
    const mine = queue.body.find((r: { _id: string }) => r._id === filed.body._id);
    expect(mine).toMatchObject({
      status: 'open',
      targetType: 'post',
      targetId: postId,
      reason: 'spam',
      note: 'All day long',
      reporter: { _id: reporter.id, username: reporter.username },
      target: { _id: postId, text: 'buy now', postedBy: { _id: spammer.id } },
      reportsOnTarget: 2,
    });
    expect(queue.body[0]._id > queue.body[1]._id).toBe(true);

    const acted = await boss.client.put(`/api/admin/reports/${filed.body._id}`, { action: 'remove' });
    expect(acted.status).toBe(200);
    expect(acted.body).toMatchObject({ status: 'resolved', resolution: 'remove' });
    expect((await reporter.client.get(`/api/posts/${postId}`)).status).toBe(404);
    const open = (await boss.client.get('/api/admin/reports')).body.map((r: { targetId: string }) => r.targetId);
    expect(open).not.toContain(postId);
    const resolved = (await boss.client.get('/api/admin/reports?status=resolved')).body;
    expect(resolved.filter((r: { targetId: string }) => r.targetId === postId)).toHaveLength(2);
    const twice = await boss.client.put(`/api/admin/reports/${filed.body._id}`, { action: 'dismiss' });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual(refusal(adminMessages.REPORT_RESOLVED));
    const audit = (await boss.client.get('/api/admin/audit')).body;
    expect(audit[0]).toMatchObject({
      admin: { _id: boss.id },
      action: 'remove',
      targetType: 'post',
      targetId: postId,
      reason: 'spam',
    });
  });

  it.each([
    [
      { targetType: 'comment', targetId: 'x', reason: 'spam' },
      400,
      'targetType must be "post", "reply", "user", "story" or "message"',
    ],
    [{ targetType: 'post', reason: 'spam' }, 400, 'targetId is required'],
    [
      { targetType: 'user', targetId: 'SELF', reason: 'rude' },
      400,
      'reason must be "spam", "harassment", "illegal" or "other"',
    ],
    [
      { targetType: 'user', targetId: 'OTHER', reason: 'other', note: 'x'.repeat(1001) },
      400,
      'The note must be at most 1000 characters long',
    ],
    [{ targetType: 'user', targetId: 'SELF', reason: 'other' }, 400, 'You cannot report yourself or your own content'],
    [{ targetType: 'post', targetId: '01ARZ3NDEKTSV4RRFFQ69G5FAV', reason: 'spam' }, 404, 'Post not found'],
    [{ targetType: 'reply', targetId: '01ARZ3NDEKTSV4RRFFQ69G5FAV', reason: 'spam' }, 404, 'Reply not found'],
    [{ targetType: 'story', targetId: 'nope', reason: 'spam' }, 404, 'Story not found'],
    [{ targetType: 'message', targetId: 'STRANGERS_MESSAGE', reason: 'spam' }, 404, 'Message not found'],
    [{ targetType: 'user', targetId: 'BLOCKER', reason: 'spam' }, 404, 'User not found'],
  ] as [Record<string, string>, number, string][])(
    'refuses report %# with %i and stores nothing',
    async (input, status, message) => {
      const me = await person();
      const other = await person();
      const blocker = await person();
      await blocker.client.post(`/api/users/block/${me.id}`);
      const strangers = (await other.client.post('/api/messages', { recipientId: blocker.id, message: 'hi' })).body._id;
      const ids: Record<string, string> = {
        SELF: me.id,
        OTHER: other.id,
        BLOCKER: blocker.id,
        STRANGERS_MESSAGE: strangers,
      };
      const target = input.targetId;
      const body = { ...input, targetId: target && (ids[target] ?? target) };
      const refused = await me.client.post('/api/reports', body);
      expect(refused.status).toBe(status);
      expect(refused.body).toEqual(coded(message));
      const count = await server.app.ctx.db
        .selectFrom('reports')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('reporter_id', '=', me.id)
        .executeTakeFirst();
      expect(Number(count?.n)).toBe(0);
    },
  );

  it('reports a message only in the reporter’s own conversation, and a reply', async () => {
    const alice = await person();
    const bob = await person();
    const message = (await bob.client.post('/api/messages', { recipientId: alice.id, message: 'rude' })).body;
    const byMember = await alice.client.post('/api/reports', {
      targetType: 'message',
      targetId: message._id,
      reason: 'harassment',
    });
    expect(byMember.status).toBe(201);
    const postId = await postBy(alice, 'hello');
    const reply = (await bob.client.put(`/api/posts/reply/${postId}`, { text: 'go away' })).body;
    expect(
      (await alice.client.post('/api/reports', { targetType: 'reply', targetId: reply._id, reason: 'harassment' }))
        .status,
    ).toBe(201);
  });

  it('answers 401 to visitors and 403 to non-admins on every admin route', async () => {
    const plain = await person();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/reports'],
      ['PUT', `/api/admin/reports/01ARZ3NDEKTSV4RRFFQ69G5FAV`, { action: 'dismiss' }],
      ['GET', '/api/admin/users/suspended'],
      ['POST', `/api/admin/users/${plain.id}/suspend`, { reason: 'x' }],
      ['POST', `/api/admin/users/${plain.id}/unsuspend`],
      ['GET', '/api/admin/audit'],
    ];
    for (const [method, route, body] of routes) {
      const visitor = await server.client().request(method, route, body);
      expect([route, visitor.status, visitor.body]).toEqual([route, 401, refusal(httpMessages.LOGIN_REQUIRED)]);
      const user = await plain.client.request(method, route, body);
      expect([route, user.status, user.body]).toEqual([route, 403, ADMINS_ONLY]);
    }
  });

  it('suspends at once: sessions and sockets end, login is refused, the profile and posts vanish; unsuspend restores', async () => {
    const boss = await admin();
    const target = await person();
    const fan = await person();
    await fan.client.post(`/api/users/follow/${target.id}`);
    const postId = await postBy(target, 'visible until suspended');
    const socket = await connectSocket(server.url, { cookie: target.client.cookie });
    const closed = new Promise<void>((resolve) => socket.socket.on('disconnect', () => resolve()));

    const missingReason = await boss.client.post(`/api/admin/users/${target.id}/suspend`, { reason: '  ' });
    expect(missingReason.status).toBe(400);
    expect(missingReason.body).toEqual(refusal(adminMessages.REASON_REQUIRED));
    const suspended = await boss.client.post(`/api/admin/users/${target.id}/suspend`, { reason: 'Spam' });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ _id: target.id, suspended: true, suspensionReason: 'Spam' });
    await closed;
    expect((await target.client.get('/api/notifications')).status).toBe(401);
    const login = await server
      .client()
      .post('/api/users/login', { username: target.username, password: 'correct horse battery' });
    expect(login.status).toBe(403);
    expect(login.body).toEqual(refusal(userMessages.ACCOUNT_SUSPENDED));
    expect((await fan.client.get(`/api/users/profile/${target.id}`)).status).toBe(404);
    expect((await fan.client.get(`/api/posts/${postId}`)).status).toBe(404);
    expect((await fan.client.get('/api/posts/feed')).body.map((p: { _id: string }) => p._id)).not.toContain(postId);
    const again = await boss.client.post(`/api/admin/users/${target.id}/suspend`, { reason: 'Spam' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refusal(adminMessages.ALREADY_SUSPENDED));
    const list = (await boss.client.get('/api/admin/users/suspended')).body;
    expect(list[0]).toMatchObject({ _id: target.id, suspended: true });

    const lifted = await boss.client.post(`/api/admin/users/${target.id}/unsuspend`);
    expect(lifted.status).toBe(200);
    expect(lifted.body).toMatchObject({ suspended: false, suspendedAt: null });
    expect((await fan.client.get(`/api/posts/${postId}`)).status).toBe(200);
    const notSuspended = await boss.client.post(`/api/admin/users/${target.id}/unsuspend`);
    expect(notSuspended.status).toBe(409);
    expect(notSuspended.body).toEqual(refusal(adminMessages.NOT_SUSPENDED));
    const actions = (await boss.client.get('/api/admin/audit')).body
      .slice(0, 2)
      .map((e: { action: string }) => e.action);
    expect(actions).toEqual(['unsuspend', 'suspend']);
  });

  it('refuses to suspend an admin, directly or through a report', async () => {
    const boss = await admin();
    const other = await admin();
    const direct = await boss.client.post(`/api/admin/users/${other.id}/suspend`, { reason: 'x' });
    expect(direct.status).toBe(403);
    expect(direct.body).toEqual(refusal(adminMessages.ADMIN_TARGET));
    const reporter = await person();
    const report = (
      await reporter.client.post('/api/reports', { targetType: 'user', targetId: other.id, reason: 'spam' })
    ).body;
    const viaReport = await boss.client.put(`/api/admin/reports/${report._id}`, { action: 'suspend' });
    expect(viaReport.status).toBe(403);
    expect(viaReport.body).toEqual(refusal(adminMessages.ADMIN_TARGET));
    const removeUser = await boss.client.put(`/api/admin/reports/${report._id}`, { action: 'remove' });
    expect(removeUser.status).toBe(400);
    expect(removeUser.body).toEqual(refusal(adminMessages.REMOVE_USER_REFUSED));
    const badAction = await boss.client.put(`/api/admin/reports/${report._id}`, { action: 'ban' });
    expect(badAction.status).toBe(400);
    expect(badAction.body).toEqual(refusal(adminMessages.REPORT_ACTION_INVALID));
    const badStatus = await boss.client.get('/api/admin/reports?status=closed');
    expect(badStatus.status).toBe(400);
    expect(badStatus.body).toEqual(refusal(adminMessages.REPORT_STATUS_INVALID));
  });

  it('suspends the author through a report, resolving every open report on the target', async () => {
    const boss = await admin();
    const author = await person();
    const postId = await postBy(author);
    const [a, b] = [await person(), await person()];
    const first = (await a.client.post('/api/reports', { targetType: 'post', targetId: postId, reason: 'spam' })).body;
    await b.client.post('/api/reports', { targetType: 'post', targetId: postId, reason: 'illegal' });
    const acted = await boss.client.put(`/api/admin/reports/${first._id}`, { action: 'suspend' });
    expect(acted.status).toBe(200);
    const login = await server
      .client()
      .post('/api/users/login', { username: author.username, password: 'correct horse battery' });
    expect(login.status).toBe(403);
    const open = (await boss.client.get('/api/admin/reports')).body.filter(
      (r: { targetId: string }) => r.targetId === postId,
    );
    expect(open).toEqual([]);
  });

  it('shows the role to its owner and to admins only; npm run admin grants and revokes on the configured database', async () => {
    const someone = await person();
    const boss = await admin();
    const env = {
      ...process.env,
      DATA_DIR: server.config.dataDir,
      DATABASE_URL: server.config.databaseUrl ?? '',
      REDIS_URL: '',
    };
    const granted = await run(['grant', someone.username], env);
    expect(granted.stdout).toContain(`${someone.username} is now an admin`);
    // The existing session reads the new role: no new login needed (the session cache lasts at most a minute).
    server.app.ctx.events.emit('person.changed', { userId: someone.id });
    expect((await someone.client.get(`/api/users/profile/${someone.id}`)).body.role).toBe('admin');
    expect((await someone.client.get('/api/admin/audit')).status).toBe(200);
    expect((await boss.client.get(`/api/users/profile/${someone.id}`)).body.role).toBe('admin');
    expect((await server.client().get(`/api/users/profile/${someone.id}`)).body).not.toHaveProperty('role');
    await run(['revoke', someone.username], env);
    expect((await someone.client.get('/api/admin/audit')).status).toBe(403);
    const audit = (await boss.client.get('/api/admin/audit')).body.slice(0, 2);
    expect(audit.map((e: { action: string; admin: unknown }) => [e.action, e.admin])).toEqual([
      ['revoke', null],
      ['grant', null],
    ]);
    const unknown = run(['grant', 'nobody-here'], env);
    await expect(unknown).rejects.toMatchObject({ stderr: expect.stringContaining('No user named "nobody-here"') });
  }, 60_000);
});

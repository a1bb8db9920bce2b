import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client.js';
import { formWith, pngImage } from '../test/media-files.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { changeRole } from './service.js';

/**
 * The queue's `target` names the fields a preview shows (author, text, picture, video) but is the reported
 * thing's own shape: every field of every kind of snapshot reaches the admin as stored, none dropped or coerced.
 */
describe.each(engines)('report snapshots in the moderation queue on %s', (engine) => {
  const server = useTestServer(engine);

  async function person(): Promise<{ client: ApiClient; id: string; username: string }> {
    const client = server.client();
    const me = await client.signup();
    return { client, id: me._id, username: me.username };
  }

  async function storedSnapshot(reportId: string): Promise<unknown> {
    const row = await server.app.ctx.db
      .selectFrom('reports')
      .select('snapshot')
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    return JSON.parse(row.snapshot);
  }

  it('sends a post, a reply, a person, a story and a message whole', async () => {
    const author = await person();
    const reporter = await person();
    const boss = await person();
    await changeRole(server.app.ctx.db, boss.username, true, Date.now());

    const post = await author.client.post('/api/posts/create', {
      postedBy: author.id,
      text: 'buy now',
      spoiler: 'ads',
    });
    const reply = await author.client.put(`/api/posts/reply/${post.body._id}`, { text: 'and more' });
    const png = { bytes: await pngImage(), name: 'story.png', type: 'image/png' };
    const story = await author.client.post('/api/stories/create', formWith({ media: png }));
    const message = await author.client.post('/api/messages', { recipientId: reporter.id, message: 'hello' });
    const targets = [
      { targetType: 'post', targetId: post.body._id },
      { targetType: 'reply', targetId: reply.body._id },
      { targetType: 'user', targetId: author.id },
      { targetType: 'story', targetId: story.body._id },
      { targetType: 'message', targetId: message.body._id },
    ];
    const reportIds: string[] = [];
    for (const target of targets) {
      const filed = await reporter.client.post('/api/reports', { ...target, reason: 'spam' });
      expect(filed.status).toBe(201);
      reportIds.push(filed.body._id);
    }

    const queue = await boss.client.get('/api/admin/reports?status=open');
    expect(queue.status).toBe(200);
    for (const reportId of reportIds) {
      const listed = queue.body.find((report: { _id: string }) => report._id === reportId);
      const stored = await storedSnapshot(reportId);
      expect(Object.keys(stored as object).length).toBeGreaterThan(3);
      expect(listed.target).toEqual(stored);
    }
  });
});

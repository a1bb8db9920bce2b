import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.js';
import { type FederatedPair, startFederatedPair } from '../test/federated-server.js';
import { formWith, pngImage } from '../test/media-files.js';
import { engines } from '../test/server.js';
import { sweepRemoteMedia } from './remote-media.js';

interface View {
  _id: string;
  text: string;
  originalUrl?: string;
  postedBy: { username: string };
  replyTo: { _id: string } | null;
}

describe.each(engines)('remote posts from a person followed here (A on %s)', (engine) => {
  let pair: FederatedPair;
  beforeAll(async () => {
    pair = await startFederatedPair(engine);
  });
  afterAll(() => pair?.close());

  const aHost = () => new URL(pair.a.url).host;
  const feed = async () => (await pair.ben.client.get('/api/posts/feed')).body as View[];
  const onB = async (uri: string) =>
    pair.b.app.ctx.db.selectFrom('posts').selectAll().where('uri', '=', uri).executeTakeFirst();

  it('a new post reaches her follower’s home feed, her remote profile, its tag and its own page', async () => {
    const { maya, ben } = pair;
    const long = 'Clay and glaze #Pottery';
    const created = await maya.client.post('/api/posts/create', { postedBy: maya.id, text: long });
    expect(created.status).toBe(201);
    const noteId = `${pair.a.url}/ap/posts/${created.body._id}`;
    const stored = await eventually(
      async () => (await onB(noteId)) ?? Promise.reject(new Error('not yet')),
      30_000,
      100,
    );
    expect(stored).toMatchObject({ author_id: pair.mayaOnB, text: long, followers_only: 0 });

    await eventually(async () => expect((await feed()).map((p) => p._id)).toContain(stored.id), 20_000, 100);
    const profile = await ben.client.get(`/api/posts/user/maya@${aHost()}`);
    expect(profile.status).toBe(200);
    expect((profile.body as View[]).map((p) => p._id)).toEqual([stored.id]);
    const page = await ben.client.get(`/api/posts/${stored.id}`);
    expect(page.body).toMatchObject({
      text: long,
      originalUrl: `${pair.a.url}/maya/post/${created.body._id}`,
      postedBy: { username: `maya@${aHost()}` },
    });
    const tags = await pair.b.app.ctx.db
      .selectFrom('post_tags')
      .select('tag')
      .where('post_id', '=', stored.id)
      .execute();
    expect(tags).toEqual([{ tag: 'pottery' }]);
  }, 90_000);

  it('copies her image here through the outbound module with its alt text; the copy goes after the retention and comes back on demand', async () => {
    const { maya, ben } = pair;
    const img = { bytes: await pngImage(), name: 'bowl.png', type: 'image/png' };
    const form = formWith({ postedBy: maya.id, text: 'Fresh from the kiln', img, imgAlt: 'A green bowl' });
    const created = await maya.client.post('/api/posts/create', form);
    expect(created.status).toBe(201);
    const stored = await eventually(
      async () => (await onB(`${pair.a.url}/ap/posts/${created.body._id}`)) ?? Promise.reject(new Error('not yet')),
      30_000,
      100,
    );
    expect(stored.img).toMatch(/^\/media\/.+\.webp$/);
    expect(stored.img_alt).toBe('A green bowl');
    const served = await fetch(`${pair.b.url}${stored.img}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await ben.client.get(`/api/posts/${stored.id}`)).body).toMatchObject({
      img: stored.img,
      imgAlt: 'A green bowl',
    });

    // Past the retention the copy goes; the post still names it, and the first request fetches it again from A.
    const ctx = pair.b.app.ctx;
    const key = (stored.img as string).slice('/media/'.length);
    const old = ctx.clock() - (ctx.config.federation.remoteMediaRetentionDays + 1) * 24 * 60 * 60_000;
    await ctx.db.updateTable('media').set({ created_at: old }).where('file_name', '=', key).execute();
    await sweepRemoteMedia(ctx);
    expect(await ctx.media.store.size(key)).toBeNull();
    expect((await onB(stored.uri as string))?.img).toBe(stored.img);
    const again = await fetch(`${pair.b.url}${stored.img}`);
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('image/webp');
    const copy = await ctx.db.selectFrom('media').selectAll().where('file_name', '=', key).executeTakeFirstOrThrow();
    expect(copy).toMatchObject({ owner_id: pair.mayaOnB, kind: 'image' });
    expect(copy.created_at).toBeGreaterThan(old);
  }, 90_000);

  it('an edit keeps the history, a reply from here threads under it on both servers, a Delete removes it', async () => {
    const { maya, ben } = pair;
    const created = await maya.client.post('/api/posts/create', { postedBy: maya.id, text: 'First words' });
    const noteId = `${pair.a.url}/ap/posts/${created.body._id}`;
    const stored = await eventually(
      async () => (await onB(noteId)) ?? Promise.reject(new Error('not yet')),
      30_000,
      100,
    );

    expect((await maya.client.put(`/api/posts/${created.body._id}`, { text: 'Better words' })).status).toBe(200);
    await eventually(async () => expect((await onB(noteId))?.text).toBe('Better words'), 30_000, 100);
    const history = await ben.client.get(`/api/posts/${stored.id}/history`);
    expect((history.body as { text: string }[]).map((v) => v.text)).toEqual(['First words', 'Better words']);

    const reply = await ben.client.put(`/api/posts/reply/${stored.id}`, { text: 'Lovely' });
    expect(reply.status).toBe(201);
    const thread = await ben.client.get(`/api/posts/${stored.id}`);
    expect(thread.body.replyCount).toBe(1);
    // Delivered to her server, where it is a reply by ben@B under her post, and she is told.
    const onA = await eventually(
      async () => {
        const row = await pair.a.app.ctx.db
          .selectFrom('posts')
          .selectAll()
          .where('reply_to', '=', created.body._id)
          .executeTakeFirst();
        return row ?? Promise.reject(new Error('reply not there yet'));
      },
      30_000,
      100,
    );
    expect(onA).toMatchObject({ text: 'Lovely', uri: `${pair.b.url}/ap/posts/${reply.body._id}` });
    const notes = (await maya.client.get('/api/notifications')).body as { type: string; sender?: unknown }[];
    expect(notes.map((n) => n.type)).toContain('reply');
    expect(ben.id).toBeTruthy();

    expect((await maya.client.delete(`/api/posts/${created.body._id}`)).status).toBe(200);
    // It had a reply: "This post was deleted" stays in its thread, as for ours.
    await eventually(async () => expect((await onB(noteId))?.deleted_at).not.toBeNull(), 30_000, 100);
    expect((await ben.client.get(`/api/posts/${stored.id}`)).status).toBe(404);
  }, 120_000);
});

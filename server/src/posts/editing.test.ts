import { describe, expect, it } from 'vitest';
import { typeMismatch } from '../http/error-handler.js';
import { httpMessages } from '../http/messages.js';
import type { Phrase } from '../lib/i18n/phrases.js';
import { eventually } from '../test/eventually.js';
import { dataUrl, pngImage } from '../test/media-files.js';
import { createPost, type Person, signUp } from '../test/people.js';
import { refusal } from '../test/refusal.js';
import { engines, manualClock } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { postMessages } from './messages.js';

describe.each(engines)('editing posts on %s', (engine) => {
  const time = manualClock(Date.parse('2026-03-01T10:00:00.000Z'));
  const server = useTestServer(engine, { clock: time.clock });

  const user = () => signUp(server);

  const post = (author: Person, body: Record<string, unknown> = { text: 'first words' }) => createPost(author, body);

  const history = async (id: string) => (await server.client().get(`/api/posts/${id}/history`)).body;

  it('edits the text, keeps the media, marks the post edited and keeps every version in its history', async () => {
    const alice = await user();
    const created = await post(alice, { text: 'frist words', img: dataUrl(await pngImage()) });
    expect(created.editedAt).toBeNull();
    time.advance(60_000);
    const res = await alice.client.put(`/api/posts/${created._id}`, { text: '  first words  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: created._id,
      text: 'first words',
      img: created.img,
      createdAt: created.createdAt,
      editedAt: '2026-03-01T10:01:00.000Z',
    });
    time.advance(60_000);
    await alice.client.put(`/api/posts/${created._id}`, { text: 'first words, again' });

    expect((await server.client().get(`/api/posts/${created._id}`)).body).toMatchObject({
      text: 'first words, again',
      editedAt: '2026-03-01T10:02:00.000Z',
    });
    expect(await history(created._id)).toEqual([
      { text: 'frist words', spoiler: '', editedAt: created.createdAt },
      { text: 'first words', spoiler: '', editedAt: '2026-03-01T10:01:00.000Z' },
      { text: 'first words, again', spoiler: '', editedAt: '2026-03-01T10:02:00.000Z' },
    ]);
    const unedited = await post(alice);
    expect(await history(unedited._id)).toEqual([{ text: 'first words', spoiler: '', editedAt: unedited.createdAt }]);
  });

  it('shows the new text in followers’ feeds, on profiles and in reposts embedding the post', async () => {
    const alice = await user();
    const bob = await user();
    await bob.client.post(`/api/users/follow/${alice.id}`);
    const created = await post(alice, { text: 'before' });
    const quote = (await bob.client.post('/api/posts/repost', { postId: created._id, message: 'see this' })).body;
    // Read everything once, so the old views are cached before the edit.
    await eventually(async () => {
      const feed = (await bob.client.get('/api/posts/feed')).body;
      expect(feed.map((p: { _id: string }) => p._id)).toContain(created._id);
    });
    await server.client().get(`/api/posts/${quote._id}`);
    await server.client().get(`/api/posts/user/${alice.username}`);

    time.advance(1000);
    expect((await alice.client.put(`/api/posts/${created._id}`, { text: 'after' })).status).toBe(200);
    const feed = (await bob.client.get('/api/posts/feed')).body;
    expect(feed.find((p: { _id: string }) => p._id === created._id)).toMatchObject({ text: 'after' });
    expect(feed.find((p: { _id: string }) => p._id === quote._id).repostOf).toMatchObject({
      text: 'after',
      editedAt: expect.any(String),
    });
    expect((await server.client().get(`/api/posts/user/${alice.username}`)).body[0].text).toBe('after');
    expect((await server.client().get(`/api/posts/${quote._id}`)).body.repostOf.text).toBe('after');
  });

  it('edits and clears the content warning, recorded in the history', async () => {
    const alice = await user();
    const created = await post(alice, { text: 'the ending', spoiler: 'Film spoilers' });
    time.advance(1000);
    const changed = await alice.client.put(`/api/posts/${created._id}`, { spoiler: ' Season 2 spoilers ' });
    expect(changed.body).toMatchObject({ text: 'the ending', spoiler: 'Season 2 spoilers' });
    time.advance(1000);
    const cleared = await alice.client.put(`/api/posts/${created._id}`, { text: 'the ending', spoiler: '' });
    expect(cleared.body.spoiler).toBe('');
    expect((await history(created._id)).map((v: { spoiler: string }) => v.spoiler)).toEqual([
      'Film spoilers',
      'Season 2 spoilers',
      '',
    ]);
  });

  it('records nothing when nothing changed', async () => {
    const alice = await user();
    const created = await post(alice, { text: 'same' });
    const res = await alice.client.put(`/api/posts/${created._id}`, { text: ' same ' });
    expect(res.status).toBe(200);
    expect(res.body.editedAt).toBeNull();
    expect(await history(created._id)).toHaveLength(1);
  });

  it('lets a post with an image lose its text, never a text-only post', async () => {
    const alice = await user();
    const withImage = await post(alice, { text: 'caption', img: dataUrl(await pngImage()) });
    const emptied = await alice.client.put(`/api/posts/${withImage._id}`, { text: '' });
    expect(emptied.status).toBe(200);
    expect(emptied.body).toMatchObject({ text: '', img: withImage.img });
  });

  it('refuses other people, visitors, unknown posts and bad text, and changes nothing', async () => {
    const alice = await user();
    const bob = await user();
    const created = await post(alice, { text: 'mine' });
    const refusals: [Promise<{ status: number; body: unknown }>, number, Phrase][] = [
      [server.client().put(`/api/posts/${created._id}`, { text: 'x' }), 401, httpMessages.LOGIN_REQUIRED],
      [bob.client.put(`/api/posts/${created._id}`, { text: 'hijacked' }), 403, postMessages.POST_EDIT_FORBIDDEN],
      [alice.client.put('/api/posts/01ARZ3NDEKTSV4RRFFQ69G5FAV', { text: 'x' }), 404, postMessages.POST_NOT_FOUND],
      [alice.client.put('/api/posts/not-an-id', { text: 'x' }), 404, postMessages.POST_NOT_FOUND],
      [alice.client.put(`/api/posts/${created._id}`, { text: '   ' }), 400, postMessages.POST_EMPTY],
      [alice.client.put(`/api/posts/${created._id}`, { text: '😀'.repeat(501) }), 400, postMessages.POST_TEXT_TOO_LONG],
      [alice.client.put(`/api/posts/${created._id}`, { spoiler: 'x'.repeat(101) }), 400, postMessages.SPOILER_TOO_LONG],
      [alice.client.put(`/api/posts/${created._id}`, { text: 5 }), 400, typeMismatch('text', 'string')],
    ];
    for (const [request, status, error] of refusals) {
      const res = await request;
      expect(res.status).toBe(status);
      expect(res.body).toEqual(refusal(error));
    }
    expect((await server.client().get(`/api/posts/${created._id}`)).body).toMatchObject({
      text: 'mine',
      editedAt: null,
    });
    expect(await history(created._id)).toHaveLength(1);
    expect((await alice.client.put(`/api/posts/${created._id}`, { text: '😀'.repeat(500) })).status).toBe(200);
  });

  it('keeps one version per successful edit when edits race', async () => {
    const alice = await user();
    const created = await post(alice, { text: 'v0' });
    time.advance(1000);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => alice.client.put(`/api/posts/${created._id}`, { text: `v${i + 1}` })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.body).toEqual(refusal(postMessages.POST_EDIT_CONFLICT));
    }
    const versions = await history(created._id);
    expect(versions).toHaveLength(1 + statuses.filter((s) => s === 200).length);
    expect(new Set(versions.map((v: { text: string }) => v.text)).size).toBe(versions.length);
  });

  it('answers the history like the post page: 404 when unknown, or hidden by a block or a freeze', async () => {
    const alice = await user();
    const bob = await user();
    const created = await post(alice, { text: 'visible' });
    expect((await bob.client.get(`/api/posts/${created._id}/history`)).status).toBe(200);
    await alice.client.post(`/api/users/block/${bob.id}`);
    const blocked = await bob.client.get(`/api/posts/${created._id}/history`);
    expect(blocked.status).toBe(404);
    expect(blocked.body).toEqual(refusal(postMessages.POST_NOT_FOUND));
    expect((await server.client().get(`/api/posts/${created._id}/history`)).status).toBe(200);
    await alice.client.put('/api/users/freeze');
    expect((await server.client().get(`/api/posts/${created._id}/history`)).status).toBe(404);
    const unknown = await server.client().get('/api/posts/01ARZ3NDEKTSV4RRFFQ69G5FAV/history');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(refusal(postMessages.POST_NOT_FOUND));
  });
});

describe.each(engines)('edit rate limit on %s', (engine) => {
  const server = useTestServer(engine);

  it('refuses the 31st edit in ten minutes with 429', async () => {
    const client = server.client();
    const me = await client.signup();
    const created = (await client.post('/api/posts/create', { postedBy: me._id, text: 'n' })).body;
    for (let i = 0; i < 30; i++) {
      expect((await client.put(`/api/posts/${created._id}`, { text: `edit ${i}` })).status).toBe(200);
    }
    const res = await client.put(`/api/posts/${created._id}`, { text: 'one too many' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      error: 'You are editing too fast. Please slow down.',
      code: 'EDITING_TOO_FAST',
    });
    expect((await client.get(`/api/posts/${created._id}`)).body.text).toBe('edit 29');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.js';
import { type FederatedPair, startFederatedPair } from '../test/federated-server.js';
import { engines } from '../test/server.js';

const ids = (body: unknown) => (body as { _id: string }[]).map((post) => post._id);

/** The one visibility policy holds for a person on another server exactly as for a neighbour (issue 37 item 5). */
describe.each(engines)('visibility of a remote person, read on B (A on %s)', (engine) => {
  let pair: FederatedPair;
  /** Maya's two posts as B stored them. */
  let glaze: string;
  let kiln: string;
  beforeAll(async () => {
    pair = await startFederatedPair(engine);
    const arrived = async (text: string) => {
      const created = await pair.maya.client.post('/api/posts/create', { postedBy: pair.maya.id, text });
      expect(created.status).toBe(201);
      const uri = `${pair.a.url}/ap/posts/${created.body._id}`;
      const row = await eventually(
        async () =>
          (await pair.b.app.ctx.db.selectFrom('posts').select('id').where('uri', '=', uri).executeTakeFirst()) ??
          Promise.reject(new Error('not yet')),
        30_000,
        100,
      );
      return row.id;
    };
    glaze = await arrived('Morning glaze, still warm');
    kiln = await arrived('Kiln day again');
  }, 120_000);
  afterAll(() => pair?.close());

  const aHost = () => new URL(pair.a.url).host;
  const feed = async () => ids((await pair.ben.client.get('/api/posts/feed')).body);
  const profilePosts = async () => {
    const answer = await pair.ben.client.get(`/api/posts/user/maya@${aHost()}`);
    return answer.status === 200 ? ids(answer.body) : [];
  };
  const page = async (id: string) => (await pair.ben.client.get(`/api/posts/${id}`)).status;

  it('shows her posts to her follower here: the home feed, her profile and each post page', async () => {
    await eventually(async () => expect(await feed()).toEqual(expect.arrayContaining([glaze, kiln])), 20_000, 100);
    expect(await profilePosts()).toEqual(expect.arrayContaining([glaze, kiln]));
    expect(await page(kiln)).toBe(200);
  }, 60_000);

  it('a muted word keeps her post with it out of his feed; the post page still opens', async () => {
    expect((await pair.ben.client.put('/api/users/muted-words', { words: ['kiln'] })).status).toBe(200);
    const shown = await feed();
    expect(shown).toContain(glaze);
    expect(shown).not.toContain(kiln);
    expect(await page(kiln)).toBe(200);
    expect((await pair.ben.client.put('/api/users/muted-words', { words: [] })).status).toBe(200);
    expect(await feed()).toContain(kiln);
  }, 60_000);

  it('muting her takes her out of his feed, not off her profile; unmuting brings her back', async () => {
    expect((await pair.ben.client.post(`/api/users/mute/${pair.mayaOnB}`)).body).toEqual({ muted: true });
    expect(await feed()).not.toContain(glaze);
    expect(await feed()).not.toContain(kiln);
    expect(await profilePosts()).toEqual(expect.arrayContaining([glaze, kiln]));
    expect((await pair.ben.client.post(`/api/users/mute/${pair.mayaOnB}`)).body).toEqual({ muted: false });
    expect(await feed()).toEqual(expect.arrayContaining([glaze, kiln]));
  }, 60_000);

  it('blocking her hides her posts everywhere he reads them; unblocking does not bring back the follow', async () => {
    expect((await pair.ben.client.post(`/api/users/block/${pair.mayaOnB}`)).status).toBe(200);
    expect(await feed()).not.toContain(glaze);
    expect(await profilePosts()).toEqual([]);
    expect(await page(glaze)).toBe(404);
    expect((await pair.ben.client.post(`/api/users/block/${pair.mayaOnB}`)).status).toBe(200);
    expect(await page(glaze)).toBe(200);
    // A block ended the follow, so her posts stay out of his home feed.
    expect(await feed()).not.toContain(glaze);
  }, 60_000);
});

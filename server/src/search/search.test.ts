import { describe, expect, it } from 'vitest';
import { pagingMessages } from '../db/pagination.js';
import type { ApiClient } from '../test/api-client.js';
import { ids, postText, signUp } from '../test/people.js';
import { answered, refusal } from '../test/refusal.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { searchMessages } from './messages.js';

describe.each(engines)('post search on %s', (engine) => {
  const server = useTestServer(engine);

  const user = () => signUp(server);

  const post = postText;

  const search = async (q: string, as: ApiClient = server.client()) =>
    as.get(`/api/posts/search?q=${encodeURIComponent(q)}`);

  it('finds posts with every word, each also as a prefix, any case, newest first, for visitors', async () => {
    const alice = await user();
    const u = `zq${Date.now().toString(36)}`;
    const a = await post(alice, `The ${u}cat sleeps all day`);
    const b = await post(alice, `${u}CAT, sleeping? Never. #Sleepy`);
    await post(alice, `${u}cat is awake`);
    await post(alice, `dog sleeps ${u}dog`);
    const res = await search(`${u}cat sleep`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([b, a]);
    expect(ids((await search(`SLEEPS ${u}Ca`)).body)).toEqual([a]);
    expect(ids((await search(`${u}cat café`)).body)).toEqual([]);
  });

  it('keeps up with edits and deletes, and finds repost messages', async () => {
    const alice = await user();
    const bob = await user();
    const u = `ed${Date.now().toString(36)}`;
    const id = await post(alice, `first ${u}alpha`);
    expect(ids((await search(`${u}alpha`)).body)).toEqual([id]);
    await alice.client.put(`/api/posts/${id}`, { text: `second ${u}beta` });
    expect((await search(`${u}alpha`)).body).toEqual([]);
    expect(ids((await search(`${u}beta`)).body)).toEqual([id]);
    const quote = (await bob.client.post('/api/posts/repost', { postId: id, message: `${u}beta too` })).body._id;
    expect(ids((await search(`${u}beta`)).body)).toEqual([quote, id]);
    await alice.client.delete(`/api/posts/${id}`);
    expect(ids((await search(`${u}beta`)).body)).toEqual([quote]);
  });

  it('pages 20 at a time with ?before=', async () => {
    const alice = await user();
    const bob = await user();
    const u = `pg${Date.now().toString(36)}`;
    const made: string[] = [];
    for (let i = 0; i < 11; i++) made.push(await post(alice, `${u} a${i}`), await post(bob, `${u} b${i}`));
    const newest = made.reverse();
    const first = (await search(u)).body;
    expect(ids(first)).toEqual(newest.slice(0, 20));
    const second = await server.client().get(`/api/posts/search?q=${u}&before=${first.at(-1)._id}`);
    expect(ids(second.body)).toEqual(newest.slice(20));
  });

  it('leaves out people a block stands between, muted people and muted words', async () => {
    const [alice, blocked, muted, plain] = [await user(), await user(), await user(), await user()];
    const u = `vz${Date.now().toString(36)}`;
    await post(blocked, `${u} one`);
    await post(muted, `${u} two`);
    await post(plain, `${u} three loud`);
    const kept = await post(plain, `${u} four`);
    await blocked.client.post(`/api/users/block/${alice.id}`);
    await alice.client.post(`/api/users/mute/${muted.id}`);
    await alice.client.put('/api/users/muted-words', { words: ['loud'] });
    expect(ids((await search(u, alice.client)).body)).toEqual([kept]);
    expect((await search(u)).body).toHaveLength(4);
  });

  it.each([
    ['', searchMessages.SEARCH_QUERY_INVALID],
    ['   ', searchMessages.SEARCH_QUERY_INVALID],
    ['?!  ', searchMessages.SEARCH_QUERY_INVALID],
    ['x'.repeat(201), searchMessages.SEARCH_QUERY_INVALID],
  ])('refuses the query %j with 400', async (q, error) => {
    const res = await search(q);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(answered(error));
  });

  it('refuses a missing query and a bad cursor with 400, and accepts 200 characters', async () => {
    const missing = await server.client().get('/api/posts/search');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(refusal(searchMessages.SEARCH_QUERY_INVALID));
    const cursor = await server.client().get('/api/posts/search?q=cat&before=nope');
    expect(cursor.status).toBe(400);
    expect(cursor.body).toEqual(refusal(pagingMessages.PAGE_CURSOR_INVALID));
    expect((await search('é'.repeat(200))).status).toBe(200);
    // Quotes and operators are words' separators, never query syntax.
    expect((await search('"cat" OR -dog* AND (x) \' : NEAR')).status).toBe(200);
  });
});

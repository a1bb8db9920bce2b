import { hashtagsOf } from '@threads/contract';
import { describe, expect, it } from 'vitest';
import { pagingMessages } from '../db/pagination.js';
import type { ApiClient } from '../test/api-client.js';
import { ids, postText, signUp } from '../test/people.js';
import { refusal } from '../test/refusal.js';
import { engines, manualClock, startTestServer } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { tagMessages } from './messages.js';

describe('hashtags in a text', () => {
  it('finds Unicode letters, digits and _, 1 to 50 long with a letter, case-insensitive, once each', () => {
    expect(hashtagsOf('#Cats and #cats, #café_2 #日本 (#x)')).toEqual(['cats', 'café_2', '日本', 'x']);
    expect(hashtagsOf('#2026 #_ # #')).toEqual([]);
    expect(hashtagsOf(`#${'a'.repeat(50)} #${'b'.repeat(51)}`)).toEqual(['a'.repeat(50)]);
    expect(hashtagsOf('issue#12 a&#39;b mail#x')).toEqual([]);
  });
});

describe.each(engines)('hashtags on %s', (engine) => {
  const time = manualClock(Date.parse('2026-05-01T10:00:00.000Z'));
  const server = useTestServer(engine, { clock: time.clock });

  const user = () => signUp(server);

  const post = postText;

  const tagPage = async (tag: string, as: ApiClient = server.client(), query = '') =>
    (await as.get(`/api/posts/tag/${encodeURIComponent(tag)}${query}`)).body;

  it('lists a tag’s posts and repost messages newest first for visitors, whatever the case', async () => {
    const alice = await user();
    const bob = await user();
    const first = await post(alice, 'Morning #Otters');
    await post(alice, 'no tag #otter');
    const quote = (await bob.client.post('/api/posts/repost', { postId: first, message: 'yes #OTTERS' })).body._id;
    const bare = (await bob.client.post('/api/posts/repost', { postId: first })).body._id;
    const list = await tagPage('otters');
    expect(ids(list)).toEqual([quote, first]);
    expect(ids(await tagPage('#OtTers'))).toEqual([quote, first]);
    expect(ids(list)).not.toContain(bare);
  });

  it('pages 20 at a time with ?before= and refuses bad tags and cursors with 400', async () => {
    const alice = await user();
    const bob = await user();
    const made: string[] = [];
    for (let i = 0; i < 11; i++) made.push(await post(alice, `a${i} #pager`), await post(bob, `b${i} #pager`));
    const newest = made.reverse();
    const first = await tagPage('pager');
    expect(ids(first)).toEqual(newest.slice(0, 20));
    const second = await tagPage('pager', server.client(), `?before=${first.at(-1)._id}`);
    expect(ids(second)).toEqual(newest.slice(20));
    for (const bad of ['2026', '_', 'x'.repeat(51), 'a-b']) {
      const res = await server.client().get(`/api/posts/tag/${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(refusal(tagMessages.TAG_INVALID));
    }
    const cursor = await server.client().get('/api/posts/tag/pager?before=nope');
    expect(cursor.status).toBe(400);
    expect(cursor.body).toEqual(refusal(pagingMessages.PAGE_CURSOR_INVALID));
  });

  it('re-derives tags on edit and forgets them on delete', async () => {
    const alice = await user();
    const id = await post(alice, 'about #before');
    expect((await alice.client.put(`/api/posts/${id}`, { text: 'about #after' })).status).toBe(200);
    expect(ids(await tagPage('before'))).toEqual([]);
    expect(ids(await tagPage('after'))).toEqual([id]);
    expect((await alice.client.delete(`/api/posts/${id}`)).status).toBe(200);
    expect(await tagPage('after')).toEqual([]);
  });

  it('leaves out posts of people a block stands between, muted people and muted words on a tag page', async () => {
    const alice = await user();
    const [blocked, muted, plain] = [await user(), await user(), await user()];
    await post(blocked, 'one #quiet');
    await post(muted, 'two #quiet');
    await post(plain, 'three #quiet loud');
    const kept = await post(plain, 'four #quiet');
    await alice.client.post(`/api/users/block/${blocked.id}`);
    await alice.client.post(`/api/users/mute/${muted.id}`);
    await alice.client.put('/api/users/muted-words', { words: ['loud'] });
    expect(ids(await tagPage('quiet', alice.client))).toEqual([kept]);
    expect(await tagPage('quiet')).toHaveLength(4);
  });

  it('trends the last 24 hours’ tags by distinct posts, repost messages included, at most 10', async () => {
    // A server of its own: trends count everyone's posts.
    const own = await startTestServer(engine, { clock: time.clock });
    try {
      const person = async () => {
        const client = own.client();
        const me = await client.signup();
        return { client, id: me._id as string };
      };
      const [alice, bob, frozen] = [await person(), await person(), await person()];
      const write = (who: { client: ApiClient; id: string }, text: string) =>
        who.client.post('/api/posts/create', { postedBy: who.id, text });
      await write(alice, 'yesterday #old #Cats');
      time.advance(24 * 60 * 60 * 1000 + 1);
      const cat = (await write(alice, '#cats #cats #CATS')).body._id;
      await bob.client.post('/api/posts/repost', { postId: cat, message: 'so #cats' });
      await write(bob, '#dogs');
      for (let i = 0; i < 10; i++) await write(bob, `#t${i} #dogs`);
      await write(frozen, '#frozen #frozen2 #cats');
      await frozen.client.put('/api/users/freeze');
      const res = await own.client().get('/api/tags/trending');
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(10);
      expect(res.body.slice(0, 2)).toEqual([
        { tag: 'dogs', posts: 11 },
        { tag: 'cats', posts: 2 },
      ]);
      expect(res.body.map((t: { tag: string }) => t.tag)).not.toContain('old');
      expect(res.body.map((t: { tag: string }) => t.tag)).not.toContain('frozen');
    } finally {
      await own.close();
    }
  });
});

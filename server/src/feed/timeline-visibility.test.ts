import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client.js';
import { eventually } from '../test/eventually.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';

/**
 * Blocks, mutes and muted words are the visibility policy's; the timeline honours them when it is read,
 * so posts already fanned out into a timeline disappear the moment the relation exists.
 */
describe.each(engines)('home timelines and the visibility policy on %s', (engine) => {
  const server = useTestServer(engine, { env: { RATE_LIMITS: 'off' } });

  async function user() {
    const client = server.client();
    const profile = await client.signup();
    return { client, id: profile._id as string };
  }
  async function post(author: { client: ApiClient; id: string }, text: string): Promise<string> {
    const res = await author.client.post('/api/posts/create', { postedBy: author.id, text });
    expect(res.status).toBe(201);
    return res.body._id;
  }
  const feedIds = async (reader: { client: ApiClient }) =>
    ((await reader.client.get('/api/posts/feed')).body as { _id: string }[]).map((p) => p._id);

  it('leaves out, at read time, posts of people blocked either way, muted people and posts with a muted word', async () => {
    const me = await user();
    const [kept, blocked, blocking, muted, wordy] = [
      await user(),
      await user(),
      await user(),
      await user(),
      await user(),
    ];
    for (const other of [kept, blocked, blocking, muted, wordy]) await me.client.post(`/api/users/follow/${other.id}`);
    await feedIds(me);
    const keptPost = await post(kept, 'a fine day');
    const posts = [
      await post(blocked, 'from someone I block'),
      await post(blocking, 'from someone who blocks me'),
      await post(muted, 'from someone I muted'),
      await post(wordy, 'talking about spoilers again'),
    ];
    await eventually(async () => expect(await feedIds(me)).toEqual([...posts].reverse().concat(keptPost)));

    expect((await me.client.post(`/api/users/block/${blocked.id}`)).status).toBe(200);
    expect((await blocking.client.post(`/api/users/block/${me.id}`)).status).toBe(200);
    expect((await me.client.post(`/api/users/mute/${muted.id}`)).status).toBe(200);
    expect((await me.client.put('/api/users/muted-words', { words: ['spoilers'] })).status).toBe(200);
    expect(await feedIds(me)).toEqual([keptPost]);
  });
});

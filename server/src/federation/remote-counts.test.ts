import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FederatedPair, startFederatedPair } from '../test/federated-server.js';
import { engines } from '../test/server.js';

describe.each(engines)('a remote profile’s counts (A on %s)', (engine) => {
  let pair: FederatedPair;
  beforeAll(async () => {
    pair = await startFederatedPair(engine);
  }, 120_000);
  afterAll(() => pair?.close());

  it('shows the counts her server reports, not only the part that reached us', async () => {
    const zoe = pair.a.client();
    const me = await zoe.signup({ username: 'zoe' });
    for (const text of ['one', 'two', 'three']) await zoe.post('/api/posts/create', { postedBy: me._id, text });
    await pair.maya.client.post(`/api/users/follow/${me._id}`);
    await zoe.post(`/api/users/follow/${pair.maya.id}`);
    const profile = await pair.ben.client.get(`/api/users/profile/zoe@${new URL(pair.a.url).host}`);
    expect(profile.body).toMatchObject({ followersCount: 1, followingCount: 1, postsCount: 3, followers: [] });
  }, 60_000);
});

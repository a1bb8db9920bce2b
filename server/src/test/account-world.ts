import { expect } from 'vitest';
import type { ApiClient } from './api-client.js';
import { dataUrl, formWith, pngImage } from './media-files.js';
import type { TestServer } from './server.js';

export const PASSWORD = 'correct horse battery';

/**
 * Two people who have done everything together: alice (the one whose account the tests delete or
 * export) and bob. Returns what was created, as the API answered it.
 */
export async function buildWorld(server: TestServer) {
  const alice = server.client();
  const bob = server.client();
  const aliceUser = await alice.signup({ password: PASSWORD });
  const bobUser = await bob.signup({ password: PASSWORD });
  const image = dataUrl(await pngImage());
  const ok = async (promise: ReturnType<ApiClient['post']>, status = 201): Promise<any> => {
    const res = await promise;
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body;
  };

  const avatar = await ok(alice.put(`/api/users/update/${aliceUser._id}`, { profilePic: image }), 200);
  const alicePost = await ok(
    alice.post('/api/posts/create', { postedBy: aliceUser._id, text: 'hello from alice', img: image }),
  );
  const aliceTextPost = await ok(alice.post('/api/posts/create', { postedBy: aliceUser._id, text: 'second thought' }));
  const bobPost = await ok(bob.post('/api/posts/create', { postedBy: bobUser._id, text: 'bob speaks' }));
  await ok(alice.put(`/api/posts/like/${bobPost._id}`), 200);
  await ok(bob.put(`/api/posts/like/${alicePost._id}`), 200);
  const aliceReply = await ok(alice.put(`/api/posts/reply/${bobPost._id}`, { text: 'nice one, bob' }));
  await ok(alice.put(`/api/posts/reply/${aliceTextPost._id}`, { text: 'talking to myself' }));
  const aliceRepost = await ok(alice.post('/api/posts/repost', { postId: bobPost._id }));
  const bobBareRepost = await ok(bob.post('/api/posts/repost', { postId: alicePost._id }));
  const bobQuote = await ok(bob.post('/api/posts/repost', { postId: aliceTextPost._id, message: 'quoting alice' }));
  await ok(alice.post(`/api/users/follow/${bobUser._id}`), 200);
  await ok(bob.post(`/api/users/follow/${aliceUser._id}`), 200);
  const story = await ok(
    alice.post(
      '/api/stories/create',
      formWith({ media: { bytes: await pngImage(), name: 's.png', type: 'image/png' } }),
    ),
  );
  await ok(bob.post(`/api/stories/${story._id}/view`), 200);
  const toBob = await ok(alice.post('/api/messages', { recipientId: bobUser._id, message: 'hi bob', img: image }));
  const fromBob = await ok(bob.post('/api/messages', { recipientId: aliceUser._id, message: 'hi alice', img: image }));
  const lastFromAlice = await ok(alice.post('/api/messages', { recipientId: bobUser._id, message: 'bye' }));

  return {
    alice,
    bob,
    aliceUser,
    bobUser,
    avatar,
    alicePost,
    aliceTextPost,
    bobPost,
    aliceReply,
    aliceRepost,
    bobBareRepost,
    bobQuote,
    story,
    messages: { toBob, fromBob, lastFromAlice },
  };
}

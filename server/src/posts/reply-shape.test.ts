import { describe, expect, it } from 'vitest';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';

/** CONTRACT §3's Reply: what a client of the seed contract reads from a reply. */
const SEED_REPLY = {
  _id: expect.any(String),
  username: expect.any(String),
  userProfilePic: '',
  text: expect.any(String),
};
/** The Reply items of a post's `replies`: the seed's fields, the parent and author ids, the time; nothing more. */
const REPLY_ITEM_KEYS = ['_id', 'createdAt', 'postId', 'text', 'userId', 'userProfilePic', 'username'];

/**
 * Replies became posts, but a client written against CONTRACT §7 alone still sends `{text}` to
 * `PUT /api/posts/reply/{id}`, appends the answer to the post (CONTRACT §4), and draws a post page from its
 * `replies` array (avatar, username, text).
 */
describe.each(engines)('the reply shape for clients of the seed contract on %s', (engine) => {
  const server = useTestServer(engine, { env: { RATE_LIMITS: 'off' } });

  it('answers {text} with the seed reply, and lists direct replies in that shape, oldest first', async () => {
    const author = server.client();
    const authorProfile = await author.signup();
    const replier = server.client();
    const replierProfile = await replier.signup();
    const post = (await author.post('/api/posts/create', { postedBy: authorProfile._id, text: 'hi' })).body;

    const answer = await replier.put(`/api/posts/reply/${post._id}`, { text: 'first!' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ ...SEED_REPLY, username: replierProfile.username, text: 'first!' });
    // And the post it is: its own id, author and time, its parent.
    expect(answer.body).toMatchObject({
      postId: post._id,
      userId: replierProfile._id,
      postedBy: { _id: replierProfile._id, username: replierProfile.username },
      replyTo: { _id: post._id, username: authorProfile.username },
      likes: [],
      replies: [],
      replyCount: 0,
    });
    const second = (await author.put(`/api/posts/reply/${post._id}`, { text: 'thanks' })).body;
    // A reply to a reply is listed under that reply, not under the post.
    const nested = (await author.put(`/api/posts/reply/${answer.body._id}`, { text: 'nested' })).body;

    const read = (await server.client().get(`/api/posts/${post._id}`)).body;
    expect(read.replies.map((r: { _id: string }) => r._id)).toEqual([answer.body._id, second._id]);
    for (const item of read.replies) {
      expect(Object.keys(item).sort()).toEqual(REPLY_ITEM_KEYS);
      expect(item).toMatchObject(SEED_REPLY);
    }
    expect(read.replies[0]).toEqual({
      _id: answer.body._id,
      postId: post._id,
      userId: replierProfile._id,
      username: replierProfile.username,
      userProfilePic: '',
      text: 'first!',
      createdAt: answer.body.createdAt,
    });
    expect(read.repliesCount).toBe(2);
    const reply = (await server.client().get(`/api/posts/${answer.body._id}`)).body;
    expect(reply.replies).toEqual([
      expect.objectContaining({ _id: nested._id, text: 'nested', postId: answer.body._id }),
    ]);
  });
});

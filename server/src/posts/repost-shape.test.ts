import { describe, expect, it } from 'vitest';
import { dataUrl, pngImage } from '../test/media-files.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';

/**
 * A client written against CONTRACT §7 knows nothing of `repostOf`: it draws a post from its own `text`, `img`,
 * `video`, `likes` and `replies`, and likes or replies by the post's `_id`. A plain repost must therefore
 * read as its original and act on it.
 */
describe.each(engines)('the repost shape for clients of the seed contract on %s', (engine) => {
  const server = useTestServer(engine, { env: { RATE_LIMITS: 'off' } });

  it("draws a plain repost as its original, in the feed and on its own page, and acts on the original's counts", async () => {
    const author = server.client();
    const authorProfile = await author.signup();
    const reposter = server.client();
    const reposterProfile = await reposter.signup();
    const reader = server.client();
    const readerProfile = await reader.signup();
    await reader.post(`/api/users/follow/${reposterProfile._id}`);
    const img = dataUrl(await pngImage(16, 16), 'image/png');
    const original = (await author.post('/api/posts/create', { postedBy: authorProfile._id, text: 'seen', img })).body;
    const repost = await reposter.post('/api/posts/repost', { postId: original._id });
    expect(repost.status).toBe(201);

    const feed = (await reader.get('/api/posts/feed')).body;
    expect(feed).toHaveLength(1);
    const card = feed[0];
    expect(card).toMatchObject({
      _id: repost.body._id,
      postedBy: { _id: reposterProfile._id },
      text: 'seen',
      img: original.img,
      video: null,
      likes: [],
      replies: [],
    });
    // The seed client likes and replies by the card's _id: the original gets them.
    expect((await reader.put(`/api/posts/like/${card._id}`)).body).toMatchObject({ liked: true, likesCount: 1 });
    expect((await reader.put(`/api/posts/reply/${card._id}`, { text: 'nice' })).status).toBe(201);
    const again = (await reader.get(`/api/posts/${card._id}`)).body;
    expect(again).toMatchObject({ likes: [readerProfile._id], replies: [{ text: 'nice' }], text: 'seen' });
    expect((await reader.get(`/api/posts/${original._id}`)).body).toMatchObject({
      likes: [readerProfile._id],
      replies: [{ text: 'nice' }],
      repostsCount: 1,
    });
  });
});

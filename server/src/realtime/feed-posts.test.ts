import { afterAll, describe, expect, it } from 'vitest';
import { engines } from '../test/server.js';
import { pause, socketUsers } from '../test/sockets.js';
import { useTestServer } from '../test/use-test-server.js';

describe.each(engines)('newFeedPost on %s', (engine) => {
  const sockets = socketUsers(() => server);
  const user = sockets.user;
  type User = Awaited<ReturnType<typeof user>>;
  const server = useTestServer(engine, { env: { RATE_LIMITS: 'off' } });
  afterAll(async () => {
    sockets.closeAll();
  });

  const follow = async (follower: User, followee: User) => {
    expect((await follower.client.post(`/api/users/follow/${followee.id}`)).status).toBe(200);
  };
  const post = async (author: User, text: string): Promise<string> => {
    const res = await author.client.post('/api/posts/create', { postedBy: author.id, text });
    expect(res.status).toBe(201);
    return res.body._id;
  };
  const isFor = (postId: string) => (p: { postId: string }) => p.postId === postId;

  it("reaches every tab of an online follower, with only the post's id and author, and no one else", async () => {
    const [author, fan, stranger] = await Promise.all([user(), user(), user()]);
    await follow(fan, author);
    const [fanOne, fanTwo, authorTab, strangerTab] = await Promise.all([
      fan.tab(),
      fan.tab(),
      author.tab(),
      stranger.tab(),
    ]);
    const postId = await post(author, 'hello followers');
    for (const tab of [fanOne, fanTwo]) {
      expect(await tab.waitFor('newFeedPost', isFor(postId))).toEqual({ postId, authorId: author.id });
    }
    await pause(300);
    expect(authorTab.all('newFeedPost')).toEqual([]);
    expect(strangerTab.all('newFeedPost')).toEqual([]);
  });

  it('never reaches a blocker, a muter, or a follower who muted a word of the post', async () => {
    const [author, fan, blocker, muter, wordMuter] = await Promise.all([user(), user(), user(), user(), user()]);
    for (const follower of [fan, blocker, muter, wordMuter]) await follow(follower, author);
    expect((await blocker.client.post(`/api/users/block/${author.id}`)).status).toBe(200);
    expect((await muter.client.post(`/api/users/mute/${author.id}`)).status).toBe(200);
    expect((await wordMuter.client.put('/api/users/muted-words', { words: ['spoilers'] })).status).toBe(200);
    const [fanTab, blockerTab, muterTab, wordTab] = await Promise.all([
      fan.tab(),
      blocker.tab(),
      muter.tab(),
      wordMuter.tab(),
    ]);

    const plain = await post(author, 'a plain post');
    const spoiler = await post(author, 'Spoilers ahead');
    await fanTab.waitFor('newFeedPost', isFor(spoiler));
    expect(await wordTab.waitFor('newFeedPost', isFor(plain))).toEqual({ postId: plain, authorId: author.id });
    await pause(300);
    expect(blockerTab.all('newFeedPost')).toEqual([]);
    expect(muterTab.all('newFeedPost')).toEqual([]);
    expect(wordTab.all('newFeedPost').map((p) => p.postId)).toEqual([plain]);
  });

  it("never reaches a follower of the reposter who blocked or muted the original's author", async () => {
    const [original, reposter, fan, blocker, muter] = await Promise.all([user(), user(), user(), user(), user()]);
    for (const follower of [fan, blocker, muter]) await follow(follower, reposter);
    expect((await blocker.client.post(`/api/users/block/${original.id}`)).status).toBe(200);
    expect((await muter.client.post(`/api/users/mute/${original.id}`)).status).toBe(200);
    const [fanTab, blockerTab, muterTab] = await Promise.all([fan.tab(), blocker.tab(), muter.tab()]);

    const postId = await post(original, 'worth sharing');
    const repost = await reposter.client.post('/api/posts/repost', { postId });
    expect(repost.status).toBe(201);
    expect(await fanTab.waitFor('newFeedPost', isFor(repost.body._id))).toEqual({
      postId: repost.body._id,
      authorId: reposter.id,
    });
    await pause(300);
    expect(blockerTab.all('newFeedPost')).toEqual([]);
    expect(muterTab.all('newFeedPost')).toEqual([]);
  });
});

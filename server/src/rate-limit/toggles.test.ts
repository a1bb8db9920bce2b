import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client.js';
import { formWith, pngImage } from '../test/media-files.js';
import { answered } from '../test/refusal.js';
import { engines, startTestServer, type TestServer } from '../test/server.js';
import { connectSocket, pause, type TestSocket } from '../test/sockets.js';

/** Toggles that notify someone are limited per person, so toggling cannot flood anyone's notifications. */
describe.each(engines)('rate limits on toggles that notify (%s)', (engine) => {
  let server: TestServer;
  let socket: TestSocket | undefined;
  afterEach(async () => {
    socket?.close();
    socket = undefined;
    await server?.close();
  });

  async function twoPeople() {
    server = await startTestServer(engine);
    const author = server.client();
    const authorProfile = await author.signup();
    const fan = server.client();
    const fanProfile = await fan.signup();
    const post = await author.post('/api/posts/create', { postedBy: authorProfile._id, text: 'hello' });
    return { author, authorProfile, fan, fanProfile, postId: post.body._id as string };
  }

  /** Sends `allowed` requests that must pass, then one more that must be refused with 429 and Retry-After. */
  async function expectLimit(send: () => Promise<{ status: number }>, allowed: number, error: string) {
    for (let i = 0; i < allowed; i++) expect((await send()).status).toBeLessThan(300);
    const refused = (await send()) as Awaited<ReturnType<ApiClient['put']>>;
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(answered(error));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }

  it('limits like toggles to 120 per 10 minutes per person, and the refused one changes nothing', async () => {
    const { fan, postId } = await twoPeople();
    await expectLimit(() => fan.put(`/api/posts/like/${postId}`), 120, 'You are liking too fast. Please slow down.');
    expect((await fan.get(`/api/posts/${postId}`)).body.likes).toEqual([]);
  }, 120_000);

  it('limits follow toggles to 60 per 10 minutes per person', async () => {
    const { fan, authorProfile } = await twoPeople();
    const follow = () => fan.post(`/api/users/follow/${authorProfile._id}`);
    await expectLimit(follow, 60, 'You are following too fast. Please slow down.');
  }, 120_000);

  it('limits reposts to 20 per 10 minutes per person', async () => {
    const { fan, postId } = await twoPeople();
    // Quotes: a plain repost is once per post, while the limit counts every repost.
    let quotes = 0;
    const repost = () => fan.post('/api/posts/repost', { postId, message: `quote ${++quotes}` });
    await expectLimit(repost, 20, 'You are reposting too fast. Please slow down.');
  }, 120_000);

  it('limits story views to 300 per 10 minutes per person', async () => {
    const { author, fan } = await twoPeople();
    const story = await author.post(
      '/api/stories/create',
      formWith({ mediaType: 'image', media: { bytes: await pngImage(), name: 's.png', type: 'image/png' } }),
    );
    const view = () => fan.post(`/api/stories/${story.body._id}/view`);
    await expectLimit(view, 300, 'Too many story views. Please slow down.');
  }, 180_000);

  it('a like, unlike and like again alerts the author once, and the like is still listed', async () => {
    const { author, authorProfile, fan, postId } = await twoPeople();
    socket = await connectSocket(server.url, { cookie: author.cookie, userId: authorProfile._id });
    for (let i = 0; i < 5; i++) await fan.put(`/api/posts/like/${postId}`);
    await socket.waitFor('newNotification');
    await pause(300);
    expect(socket.all('newNotification')).toHaveLength(1);
    const listed = (await author.get('/api/notifications')).body;
    expect(listed.map((n: { type: string }) => n.type)).toEqual(['like']);
  });

  it('a follow, unfollow and follow again alerts once', async () => {
    const { author, authorProfile, fan } = await twoPeople();
    socket = await connectSocket(server.url, { cookie: author.cookie, userId: authorProfile._id });
    for (let i = 0; i < 3; i++) await fan.post(`/api/users/follow/${authorProfile._id}`);
    await socket.waitFor('newNotification');
    await pause(300);
    expect(socket.all('newNotification')).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeRole } from '../admin/service.js';
import { newId } from '../db/ids.js';
import type { ApiClient } from '../test/api-client.js';
import { formWith, pngImage } from '../test/media-files.js';
import { engines, startTestServer, type TestServer } from '../test/server.js';

/** The viewer's relation to the other person; `none` is the control that shows the set-up works. */
const states = ['none', 'frozen', 'suspended', 'blockedByMe', 'blockingMe', 'muted'] as const;
type State = (typeof states)[number];
type Seen = 'shown' | 'hidden';

interface Person {
  client: ApiClient;
  id: string;
  username: string;
}

/** What the other person made before the state applied, and what the viewer made that they touched. */
interface Scene {
  viewer: Person;
  other: Person;
  post: string;
  videoPost: string;
  reply: string;
  story: string;
  viewerPost: string;
  viewerStory: string;
}

const ids = (list: { _id: string }[]) => list.map((item) => item._id);

/** Every read path of the issue, as "does the viewer see the other person's thing here?". */
const readPaths: Record<string, (s: Scene) => Promise<Seen>> = {
  'home feed': async (s) => seen(ids((await s.viewer.client.get('/api/posts/feed')).body).includes(s.post)),
  'video feed': async (s) =>
    seen(ids((await s.viewer.client.get('/api/posts/feed?media=video')).body).includes(s.videoPost)),
  'post page': async (s) => seen((await s.viewer.client.get(`/api/posts/${s.post}`)).status === 200),
  'user posts': async (s) => {
    const res = await s.viewer.client.get(`/api/posts/user/${s.other.username}`);
    return seen(res.status === 200 && ids(res.body).includes(s.post));
  },
  'user replies': async (s) => {
    const res = await s.viewer.client.get(`/api/posts/user/${s.other.username}/replies`);
    return seen(res.status === 200 && res.body.some((item: { reply: { _id: string } }) => item.reply._id === s.reply));
  },
  "likes and replies on the viewer's post": async (s) => {
    const post = (await s.viewer.client.get(`/api/posts/${s.viewerPost}`)).body;
    return seen(post.likes.includes(s.other.id) && ids(post.replies).includes(s.reply));
  },
  profile: async (s) => seen((await s.viewer.client.get(`/api/users/profile/${s.other.username}`)).status === 200),
  'people search': async (s) =>
    seen(ids((await s.viewer.client.get(`/api/users/search?q=${s.other.username}`)).body).includes(s.other.id)),
  followers: async (s) =>
    seen(ids((await s.viewer.client.get(`/api/users/${s.viewer.id}/followers`)).body).includes(s.other.id)),
  following: async (s) =>
    seen(ids((await s.viewer.client.get(`/api/users/${s.viewer.id}/following`)).body).includes(s.other.id)),
  stories: async (s) => seen(ids((await s.viewer.client.get('/api/stories/getall')).body).includes(s.story)),
  'story viewers': async (s) => {
    const body = (await s.viewer.client.get(`/api/stories/${s.viewerStory}/getviews`)).body;
    return seen(ids(body.viewers).includes(s.other.id));
  },
  conversations: async (s) => {
    const list = (await s.viewer.client.get('/api/messages/conversations')).body;
    return seen(list.some((c: { participants: { _id: string }[] }) => c.participants[0]?._id === s.other.id));
  },
  messages: async (s) => {
    const res = await s.viewer.client.get(`/api/messages/${s.other.id}`);
    return seen(res.status === 200 && res.body.length > 0);
  },
  notifications: async (s) => {
    const list = (await s.viewer.client.get('/api/notifications')).body;
    return seen(list.some((n: { senderId: { _id: string } }) => n.senderId._id === s.other.id));
  },
};

function seen(visible: boolean): Seen {
  return visible ? 'shown' : 'hidden';
}

const H: Seen = 'hidden';
const S: Seen = 'shown';
/** The rule, read path × state: [none, frozen, suspended, blocked by me, blocking me, muted]. */
const expected: Record<keyof typeof readPaths, [Seen, Seen, Seen, Seen, Seen, Seen]> = {
  'home feed': [S, H, H, H, H, H],
  'video feed': [S, H, H, H, H, H],
  'post page': [S, H, H, H, H, S],
  'user posts': [S, H, H, H, H, S],
  'user replies': [S, H, H, H, H, S],
  "likes and replies on the viewer's post": [S, H, H, H, H, S],
  // The blocker still reaches the blocked person's profile, to unblock.
  profile: [S, H, H, S, H, S],
  'people search': [S, H, H, H, H, S],
  followers: [S, H, H, H, H, S],
  following: [S, H, H, H, H, S],
  stories: [S, H, H, H, H, S],
  'story viewers': [S, H, H, H, H, S],
  // An existing conversation stays readable across a block; only sending is refused.
  conversations: [S, H, H, S, S, S],
  messages: [S, H, H, S, S, S],
  notifications: [S, H, H, H, H, H],
};

describe.each(engines)('visibility matrix on %s', (engine) => {
  let server: TestServer;
  const scenes = new Map<State, Scene>();

  async function person(): Promise<Person> {
    const client = server.client();
    const me = await client.signup();
    return { client, id: me._id, username: me.username };
  }

  async function scene(png: Buffer): Promise<Scene> {
    const [viewer, other] = [await person(), await person()];
    const story = (who: Person) =>
      who.client.post(
        '/api/stories/create',
        formWith({ mediaType: 'image', media: { bytes: png, name: 's.png', type: 'image/png' } }),
      );
    await viewer.client.post(`/api/users/follow/${other.id}`);
    await other.client.post(`/api/users/follow/${viewer.id}`);
    const post = (await other.client.post('/api/posts/create', { postedBy: other.id, text: 'mine' })).body._id;
    // A video post as stored by the media pipeline; the video feed reads posts, not files.
    const videoPost = newId();
    await server.app.ctx.db
      .insertInto('posts')
      .values({
        id: videoPost,
        author_id: other.id,
        text: '',
        img: null,
        video: '/media/clip.mp4',
        poster: null,
        repost_of: null,
        created_at: Date.now(),
      })
      .execute();
    const viewerPost = (await viewer.client.post('/api/posts/create', { postedBy: viewer.id, text: 'hi' })).body._id;
    await other.client.put(`/api/posts/like/${viewerPost}`);
    const reply = (await other.client.put(`/api/posts/reply/${viewerPost}`, { text: 'hello' })).body._id;
    const otherStory = (await story(other)).body._id;
    const viewerStory = (await story(viewer)).body._id;
    await other.client.post(`/api/stories/${viewerStory}/view`);
    await other.client.post('/api/messages', { recipientId: viewer.id, message: 'hello' });
    return { viewer, other, post, videoPost, reply, story: otherStory, viewerPost, viewerStory };
  }

  beforeAll(async () => {
    server = await startTestServer(engine);
    const png = await pngImage(32, 24);
    const admin = await person();
    await changeRole(server.app.ctx.db, admin.username, true, Date.now());
    for (const state of states) {
      const s = await scene(png);
      if (state === 'frozen') await s.other.client.put('/api/users/freeze');
      if (state === 'suspended') await admin.client.post(`/api/admin/users/${s.other.id}/suspend`, { reason: 'test' });
      if (state === 'blockedByMe') await s.viewer.client.post(`/api/users/block/${s.other.id}`);
      if (state === 'blockingMe') await s.other.client.post(`/api/users/block/${s.viewer.id}`);
      if (state === 'muted') await s.viewer.client.post(`/api/users/mute/${s.other.id}`);
      scenes.set(state, s);
    }
  }, 120_000);
  afterAll(() => server.close());

  it('answers every read path as the policy says, for every state', async () => {
    const mismatches: string[] = [];
    for (const [path, check] of Object.entries(readPaths)) {
      for (const [index, state] of states.entries()) {
        const scene = scenes.get(state);
        if (!scene) throw new Error(`no scene for ${state}`);
        const got = await check(scene);
        const want = expected[path]?.[index];
        if (got !== want) mismatches.push(`${path} × ${state}: expected ${want}, got ${got}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});

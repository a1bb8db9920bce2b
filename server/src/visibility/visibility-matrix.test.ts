import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeRole } from '../admin/service.js';
import { newId } from '../db/ids.js';
import { PASSWORD } from '../test/account-world.js';
import { formWith, pngImage } from '../test/media-files.js';
import { type Person, signUp } from '../test/people.js';
import { engines } from '../test/server.js';
import { connectSocket, pause, type TestSocket } from '../test/sockets.js';
import { useTestServer } from '../test/use-test-server.js';
import { readPaths, type Scene, type Seen, seen } from '../test/visibility-read-paths.js';

/** The viewer's relation to the other person; `none` is the control that shows the set-up works. */
const states = ['none', 'frozen', 'suspended', 'blockedByMe', 'blockingMe', 'muted', 'deleted'] as const;
type State = (typeof states)[number];
const onlineList = (tab: TestSocket): string[] => tab.all('getOnlineUsers').at(-1) ?? [];
const live = (tab: TestSocket) => tab.socket.connected;

/**
 * Socket presence and delivery: `act` does, for every scene, what would reach the other side (nothing when
 * the acting tab was closed by the server); after the pushes settle, `seen` reads what arrived.
 */
const socketPaths: Record<string, { act?: (s: Scene) => Promise<unknown>; seen: (s: Scene) => boolean }> = {
  'presence: the viewer is shown the other online': { seen: (s) => onlineList(s.viewerTab).includes(s.other.id) },
  'presence: the other is shown the viewer online': {
    seen: (s) => live(s.otherTab) && onlineList(s.otherTab).includes(s.viewer.id),
  },
  "the other person's open tabs": { seen: (s) => live(s.otherTab) },
  'a message from the other, pushed to the viewer': {
    act: async (s) =>
      live(s.otherTab) && s.otherTab.request('sendMessage', { recipientId: s.viewer.id, message: 'to the viewer' }),
    seen: (s) => s.viewerTab.all('newMessage').some((m) => m.text === 'to the viewer'),
  },
  "a message from the viewer, pushed to the other's tab": {
    act: (s) => s.viewerTab.request('sendMessage', { recipientId: s.other.id, message: 'to the other' }),
    seen: (s) => s.otherTab.all('newMessage').some((m) => m.text === 'to the other'),
  },
  'a notification from the other, pushed to the viewer': {
    act: (s) => s.other.client.put(`/api/posts/reply/${s.viewerPost}`, { text: 'live reply' }),
    seen: (s) => s.viewerTab.all('newNotification').some((n) => n.senderId._id === s.other.id),
  },
  "the viewer's read receipt, pushed to the other": {
    act: async (s) => s.viewerTab.emit('markMessagesAsSeen', { conversationId: s.conversationId }),
    seen: (s) => s.otherTab.all('messagesSeen').some((r) => r.conversationId === s.conversationId),
  },
};

const H: Seen = 'hidden';
const S: Seen = 'shown';
/** The rule, read path × state: [none, frozen, suspended, blocked by me, blocking me, muted, deleted]. */
const expected: Record<string, [Seen, Seen, Seen, Seen, Seen, Seen, Seen]> = {
  'home feed': [S, H, H, H, H, H, H],
  'video feed': [S, H, H, H, H, H, H],
  'post page': [S, H, H, H, H, S, H],
  'post history': [S, H, H, H, H, S, H],
  bookmarks: [S, H, H, H, H, S, H],
  // Tag pages and search are discovery lists, like feeds: muted people drop out too.
  'tag page': [S, H, H, H, H, H, H],
  'post search': [S, H, H, H, H, H, H],
  // Trends are one list for everyone, counted over active people's posts: a tag names no person.
  trending: [S, H, H, S, S, S, H],
  'user posts': [S, H, H, H, H, S, H],
  'user replies': [S, H, H, H, H, S, H],
  // Above a reply, a post one may not see stays in place as "unavailable" (or "deleted"); below it, muted people drop out.
  "the other's reply in the thread of the viewer's post": [S, H, H, H, H, H, H],
  "the other's post above the viewer's reply": [S, H, H, H, H, S, H],
  "the thread of the other's post": [S, H, H, H, H, S, H],
  "likes and replies on the viewer's post": [S, H, H, H, H, S, H],
  // The blocker still reaches the blocked person's profile, to unblock.
  profile: [S, H, H, S, H, S, H],
  suggestions: [S, H, H, H, H, S, H],
  'people search': [S, H, H, H, H, S, H],
  followers: [S, H, H, H, H, S, H],
  following: [S, H, H, H, H, S, H],
  stories: [S, H, H, H, H, S, H],
  'story viewers': [S, H, H, H, H, S, H],
  // An existing conversation stays readable across a block; only sending is refused. A deleted person's
  // side of it is a stand-in shown as unknown, never their id.
  conversations: [S, H, H, S, S, S, H],
  messages: [S, H, H, S, S, S, H],
  notifications: [S, H, H, H, H, H, H],
  'presence: the viewer is shown the other online': [S, H, H, H, H, S, H],
  'presence: the other is shown the viewer online': [S, H, H, H, H, S, H],
  // Freezing, suspension and deletion end every session, and with them the open sockets.
  "the other person's open tabs": [S, H, H, S, S, S, H],
  'a message from the other, pushed to the viewer': [S, H, H, H, H, S, H],
  "a message from the viewer, pushed to the other's tab": [S, H, H, H, H, S, H],
  'a notification from the other, pushed to the viewer': [S, H, H, H, H, H, H],
  "the viewer's read receipt, pushed to the other": [S, H, H, H, H, S, H],
};

describe.each(engines)('visibility matrix on %s', (engine) => {
  // Presence lists go out within tens of milliseconds, so the pushes settle quickly.
  const server = useTestServer(engine, { presence: { batchMs: 10, listIntervalMs: 50 } });
  const scenes = new Map<State, Scene>();
  const tabs: TestSocket[] = [];
  let friend: Person;

  const person = () => signUp(server);

  async function tab(who: Person): Promise<TestSocket> {
    const socket = await connectSocket(server.url, { cookie: who.client.cookie, userId: who.id });
    tabs.push(socket);
    await socket.waitFor('getOnlineUsers');
    return socket;
  }

  async function scene(png: Buffer): Promise<Scene> {
    const [viewer, other, stranger] = [await person(), await person(), await person()];
    // The other person becomes a friend of a friend of the stranger: a suggestion, unless hidden.
    await friend.client.post(`/api/users/follow/${other.id}`);
    await stranger.client.post(`/api/users/follow/${friend.id}`);
    const story = (who: Person) =>
      who.client.post(
        '/api/stories/create',
        formWith({ mediaType: 'image', media: { bytes: png, name: 's.png', type: 'image/png' } }),
      );
    await viewer.client.post(`/api/users/follow/${other.id}`);
    await other.client.post(`/api/users/follow/${viewer.id}`);
    const text = `mine #t${other.username} w${other.username}`;
    const post = (await other.client.post('/api/posts/create', { postedBy: other.id, text })).body._id;
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
    await viewer.client.post(`/api/posts/bookmark/${post}`);
    const viewerPost = (await viewer.client.post('/api/posts/create', { postedBy: viewer.id, text: 'hi' })).body._id;
    await other.client.put(`/api/posts/like/${viewerPost}`);
    const reply = (await other.client.put(`/api/posts/reply/${viewerPost}`, { text: 'hello' })).body._id;
    const viewerReply = (await viewer.client.put(`/api/posts/reply/${post}`, { text: 'yes' })).body._id;
    const otherStory = (await story(other)).body._id;
    const viewerStory = (await story(viewer)).body._id;
    await other.client.post(`/api/stories/${viewerStory}/view`);
    const message = await other.client.post('/api/messages', { recipientId: viewer.id, message: 'hello' });
    const [viewerTab, otherTab] = [await tab(viewer), await tab(other)];
    return {
      viewer,
      other,
      stranger,
      viewerTab,
      otherTab,
      conversationId: message.body.conversationId,
      post,
      videoPost,
      reply,
      viewerReply,
      story: otherStory,
      viewerPost,
      viewerStory,
    };
  }

  beforeAll(async () => {
    const png = await pngImage(32, 24);
    const admin = await person();
    friend = await person();
    await changeRole(server.app.ctx.db, admin.username, true, Date.now());
    for (const state of states) {
      const s = await scene(png);
      if (state === 'frozen') await s.other.client.put('/api/users/freeze');
      if (state === 'suspended') await admin.client.post(`/api/admin/users/${s.other.id}/suspend`, { reason: 'test' });
      for (const me of [s.viewer, s.stranger]) {
        if (state === 'blockedByMe') await me.client.post(`/api/users/block/${s.other.id}`);
        if (state === 'blockingMe') await s.other.client.post(`/api/users/block/${me.id}`);
        if (state === 'muted') await me.client.post(`/api/users/mute/${s.other.id}`);
      }
      if (state === 'deleted') {
        expect((await s.other.client.request('DELETE', '/api/users/me', { password: PASSWORD })).status).toBe(200);
      }
      scenes.set(state, s);
    }
  }, 180_000);
  afterAll(async () => {
    for (const socket of tabs) socket.close();
  });

  /** Every path × state whose answer differs from the expected table. */
  async function mismatches(paths: Record<string, (s: Scene) => Promise<Seen> | Seen>): Promise<string[]> {
    const found: string[] = [];
    for (const [path, check] of Object.entries(paths)) {
      for (const [index, state] of states.entries()) {
        const scene = scenes.get(state);
        if (!scene) throw new Error(`no scene for ${state}`);
        const got = await check(scene);
        const want = expected[path]?.[index];
        if (got !== want) found.push(`${path} × ${state}: expected ${want}, got ${got}`);
      }
    }
    return found;
  }

  it('answers every read path as the policy says, for every state', async () => {
    expect(await mismatches(readPaths)).toEqual([]);
  }, 120_000);

  it('pushes presence, messages, notifications and read receipts over sockets as the policy says, for every state', async () => {
    for (const { act } of Object.values(socketPaths)) {
      for (const scene of scenes.values()) await act?.(scene);
    }
    await pause(1000);
    const arrived = Object.fromEntries(
      Object.entries(socketPaths).map(([path, { seen: check }]) => [path, (s: Scene) => seen(check(s))]),
    );
    expect(await mismatches(arrived)).toEqual([]);
  }, 120_000);
});

import { ids, type Person } from './people.js';
import type { TestSocket } from './sockets.js';

/** The visibility matrix (server/src/visibility/visibility-matrix.test.ts): its scenes and its read paths. */
export type Seen = 'shown' | 'hidden';

/** What the other person made before the state applied, and what the viewer made that they touched. */
export interface Scene {
  viewer: Person;
  other: Person;
  /**
   * In the same relation to the other person as the viewer, but not following them: suggestions leave out
   * people already followed, and the viewer follows the other person for the feeds.
   */
  stranger: Person;
  /** Tabs opened before the state applied. */
  viewerTab: TestSocket;
  otherTab: TestSocket;
  conversationId: string;
  post: string;
  videoPost: string;
  reply: string;
  /** The viewer's reply to the other person's post. */
  viewerReply: string;
  story: string;
  viewerPost: string;
  viewerStory: string;
}

/** Every read path of the issue, as "does the viewer see the other person's thing here?". */
export const readPaths: Record<string, (s: Scene) => Promise<Seen>> = {
  'home feed': async (s) => seen(ids((await s.viewer.client.get('/api/posts/feed')).body).includes(s.post)),
  'video feed': async (s) =>
    seen(ids((await s.viewer.client.get('/api/posts/feed?media=video')).body).includes(s.videoPost)),
  'post page': async (s) => seen((await s.viewer.client.get(`/api/posts/${s.post}`)).status === 200),
  'post history': async (s) => seen((await s.viewer.client.get(`/api/posts/${s.post}/history`)).status === 200),
  bookmarks: async (s) => seen(ids((await s.viewer.client.get('/api/posts/bookmarks')).body).includes(s.post)),
  'tag page': async (s) =>
    seen(ids((await s.viewer.client.get(`/api/posts/tag/t${s.other.username}`)).body).includes(s.post)),
  'post search': async (s) =>
    seen(ids((await s.viewer.client.get(`/api/posts/search?q=w${s.other.username}`)).body).includes(s.post)),
  trending: async (s) => {
    const trends: { tag: string }[] = (await s.viewer.client.get('/api/tags/trending')).body;
    return seen(trends.some((trend) => trend.tag === `t${s.other.username}`));
  },
  'user posts': async (s) => {
    const res = await s.viewer.client.get(`/api/posts/user/${s.other.username}`);
    return seen(res.status === 200 && ids(res.body).includes(s.post));
  },
  'user replies': async (s) => {
    const res = await s.viewer.client.get(`/api/posts/user/${s.other.username}/replies`);
    return seen(res.status === 200 && res.body.some((item: { reply: { _id: string } }) => item.reply._id === s.reply));
  },
  "the other's reply in the thread of the viewer's post": async (s) => {
    const thread = (await s.viewer.client.get(`/api/posts/${s.viewerPost}/thread`)).body;
    return seen(thread.replies.some((item: { post: { _id: string } }) => item.post._id === s.reply));
  },
  "the other's post above the viewer's reply": async (s) => {
    const [above] = (await s.viewer.client.get(`/api/posts/${s.viewerReply}/thread`)).body.ancestors;
    return seen(above?._id === s.post && !above.hidden);
  },
  "the thread of the other's post": async (s) => {
    const res = await s.viewer.client.get(`/api/posts/${s.post}/thread`);
    return seen(res.status === 200 && !res.body.post.hidden);
  },
  "likes and replies on the viewer's post": async (s) => {
    const post = (await s.viewer.client.get(`/api/posts/${s.viewerPost}`)).body;
    return seen(post.likes.includes(s.other.id) && ids(post.replies).includes(s.reply));
  },
  profile: async (s) => seen((await s.viewer.client.get(`/api/users/profile/${s.other.username}`)).status === 200),
  suggestions: async (s) => seen(ids((await s.stranger.client.get('/api/users/suggested')).body).includes(s.other.id)),
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

export function seen(visible: boolean): Seen {
  return visible ? 'shown' : 'hidden';
}

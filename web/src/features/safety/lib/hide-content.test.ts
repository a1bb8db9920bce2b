import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { getCurrentUser, setCurrentUser } from '../../../lib/current-user';
import { postKeys } from '../../posts/api/keys';
import type { Post, ReplyAnswer, UserReply } from '../../posts/types';
import { storyKeys } from '../../stories/api/keys';
import type { Story } from '../../stories/types';
import { userKeys } from '../../users/api/keys';
import { profileAnswer } from '../../users/profile-answer.fixture';
import type { UserProfile } from '../../users/types';
import { videoKeys } from '../../video/api/keys';
import { hideBlockedUser, hideMutedAuthor, hidePostsWithWords, restoreContent, snapshotContent } from './hide-content';

const person = (id: string) => ({ _id: id, username: id, name: id, profilePic: '' });
const post = (id: string, by: string, extra: Partial<Post> = {}): Post => ({
  _id: id,
  postedBy: person(by),
  text: `post ${id}`,
  img: null,
  video: null,
  posterUrl: null,
  videoWidth: null,
  imgWidth: null,
  imgHeight: null,
  videoHeight: null,
  imgAlt: '',
  spoiler: '',
  editedAt: null,
  replyTo: null,
  replyCount: 0,
  plainRepost: false,
  quotedUnavailable: false,
  reposted: false,
  likes: [],
  replies: [],
  likesCount: 0,
  repliesCount: 0,
  repostsCount: 0,
  createdAt: '2026-01-01T00:00:00Z',
  repostOf: null,
  ...extra,
});
const reply = (id: string, by: string) => ({
  _id: id,
  postId: 'p',
  userId: by,
  username: by,
  userProfilePic: '',
  text: 'a reply',
  createdAt: '2026-01-01T00:00:00Z',
});
/** A reply as the Replies tab lists it: a post with a parent, with the seed's reply fields. */
const replyAnswer = (id: string, by: string): ReplyAnswer => ({
  ...post(id, by, { text: 'a reply', replyTo: { _id: 'p', username: 'someone' } }),
  ...reply(id, by),
});
const pages = <T>(...lists: T[][]): InfiniteData<T[], unknown> => ({ pages: lists, pageParams: lists.map(() => null) });
const profile = (id: string, extra: Partial<UserProfile> = {}): UserProfile =>
  profileAnswer({ ...person(id), createdAt: '2026-01-01T00:00:00Z', ...extra });
const story = (id: string, by: string) => ({ _id: id, user: person(by), viewed: false }) as unknown as Story;
const ids = (data: InfiniteData<Array<{ _id: string }>> | undefined) => data?.pages.flat().map((item) => item._id);

/** The world as the caches hold it: "bob" is the one to block or mute, "ann" a friend, "me" the viewer. */
function seeded() {
  const client = new QueryClient();
  const bobsOriginal = post('p1', 'bob');
  client.setQueryData(
    postKeys.feed,
    pages([
      post('p5', 'ann', { repostOf: bobsOriginal, text: '' }),
      post('p4', 'ann', { repostOf: bobsOriginal, text: 'look at this' }),
      post('p3', 'ann', { replies: [reply('r1', 'bob'), reply('r2', 'ann')], repliesCount: 2, replyCount: 2 }),
      post('p2', 'bob'),
    ]),
  );
  client.setQueryData(videoKeys.feed, pages([post('v2', 'bob'), post('v1', 'ann')]));
  client.setQueryData(postKeys.byUser('ann'), pages([post('p3', 'ann')]));
  client.setQueryData(postKeys.byUser('bob'), pages([post('p2', 'bob')]));
  client.setQueryData(postKeys.post('p2'), post('p2', 'bob'));
  client.setQueryData<InfiniteData<UserReply[]>>(
    postKeys.repliesByUser('me'),
    pages([{ reply: replyAnswer('r9', 'me'), post: post('p2', 'bob') }]),
  );
  client.setQueryData(storyKeys.all, [story('s1', 'bob'), story('s2', 'ann')]);
  client.setQueryData(userKeys.suggested, [person('bob'), person('ann')]);
  client.setQueryData(userKeys.search('b'), [person('bob')]);
  client.setQueryData(userKeys.followList('followers', 'me'), pages([{ ...person('bob'), followedAt: 1 }]));
  client.setQueryData(userKeys.profile('bob'), profile('bob', { followers: ['me'], followersCount: 1 }));
  client.setQueryData(userKeys.profile('ann'), profile('ann'));
  return client;
}

afterEach(() => setCurrentUser(null));

describe('blocking hides the person from every cached list at once', () => {
  it('their posts, bare reposts of them and their replies leave the feed; a quote keeps its text', () => {
    const client = seeded();
    hideBlockedUser(client, 'bob');
    const feed = client.getQueryData<InfiniteData<Post[]>>(postKeys.feed);
    expect(ids(feed)).toEqual(['p4', 'p3']);
    expect(feed?.pages[0]?.[0]?.repostOf).toBeNull();
    expect(feed?.pages[0]?.[1]?.replies.map((r) => r._id)).toEqual(['r2']);
    expect(feed?.pages[0]?.[1]?.repliesCount).toBe(1);
  });

  it('the video feed and profile lists lose them; my replies to them stay, under "unavailable"', () => {
    const client = seeded();
    hideBlockedUser(client, 'bob');
    expect(ids(client.getQueryData(videoKeys.feed))).toEqual(['v1']);
    expect(ids(client.getQueryData(postKeys.byUser('bob')))).toEqual([]);
    expect(ids(client.getQueryData(postKeys.byUser('ann')))).toEqual(['p3']);
    const mine = client.getQueryData<InfiniteData<UserReply[]>>(postKeys.repliesByUser('me'))?.pages.flat();
    expect(mine?.map((item) => [item.reply._id, item.post])).toEqual([
      ['r9', { _id: 'p2', hidden: 'unavailable', replyCount: 0 }],
    ]);
  });

  it('their stories, suggestions, search results and follow-list rows go; their profile says blocked', () => {
    setCurrentUser(profile('me', { following: ['bob', 'ann'], followers: ['bob'] }));
    const client = seeded();
    hideBlockedUser(client, 'bob');
    expect(client.getQueryData<Story[]>(storyKeys.all)?.map((s) => s._id)).toEqual(['s2']);
    expect(client.getQueryData<Array<{ _id: string }>>(userKeys.suggested)?.map((u) => u._id)).toEqual(['ann']);
    expect(client.getQueryData(userKeys.search('b'))).toEqual([]);
    expect(ids(client.getQueryData(userKeys.followList('followers', 'me')))).toEqual([]);
    expect(client.getQueryData<UserProfile>(userKeys.profile('bob'))).toMatchObject({
      blockedByMe: true,
      followers: [],
      followersCount: 0,
    });
    expect(client.getQueryData<UserProfile>(userKeys.profile('ann'))?.blockedByMe).toBe(false);
    expect(getCurrentUser()).toMatchObject({ following: ['ann'], followers: [] });
  });

  it('a snapshot taken before puts every list and my follows back when the server refuses', async () => {
    setCurrentUser(profile('me', { following: ['bob'] }));
    const client = seeded();
    const before = seeded();
    const snapshot = await snapshotContent(client);
    hideBlockedUser(client, 'bob');
    restoreContent(client, snapshot);
    for (const key of [postKeys.feed, videoKeys.feed, storyKeys.all, userKeys.suggested, userKeys.profile('bob')]) {
      expect(client.getQueryData(key)).toEqual(before.getQueryData(key));
    }
    expect(getCurrentUser()?.following).toEqual(['bob']);
  });
});

describe('muting', () => {
  it('takes the person’s posts and reposts out of the home and video feeds only', () => {
    const client = seeded();
    hideMutedAuthor(client, 'bob');
    expect(ids(client.getQueryData(postKeys.feed))).toEqual(['p5', 'p4', 'p3']);
    expect(ids(client.getQueryData(videoKeys.feed))).toEqual(['v1']);
    expect(ids(client.getQueryData(postKeys.byUser('bob')))).toEqual(['p2']);
    expect(client.getQueryData<Post>(postKeys.post('p2'))?._id).toBe('p2');
    expect(client.getQueryData<Story[]>(storyKeys.all)).toHaveLength(2);
    expect(client.getQueryData<UserProfile>(userKeys.profile('bob'))?.mutedByMe).toBe(true);
  });

  it('muted words take matching posts, and reposts of matching posts, out of the feeds', () => {
    const client = seeded();
    client.setQueryData(
      postKeys.feed,
      pages([
        post('w1', 'ann', { text: 'Spoilers for the FINALE!' }),
        post('w2', 'ann', { text: 'finales are overrated' }),
        post('w3', 'ann', { text: '', repostOf: post('w0', 'bob', { text: 'the finale' }) }),
      ]),
    );
    hidePostsWithWords(client, ['finale']);
    expect(ids(client.getQueryData(postKeys.feed))).toEqual(['w2']);
    expect(ids(client.getQueryData(postKeys.byUser('bob')))).toEqual(['p2']);
  });
});

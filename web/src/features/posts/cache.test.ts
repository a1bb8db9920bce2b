import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { postKeys } from './api/keys';
import { withLike } from './api/like-post';
import {
  prependPost,
  removePostEverywhere,
  replacePostEverywhere,
  updatePostContentEverywhere,
  updatePostEverywhere,
} from './cache';
import type { Post, UserReply } from './types';

const author = { _id: 'u1', username: 'ada', name: 'Ada', profilePic: '' };
const post = (id: string, extra: Partial<Post> = {}): Post => ({
  _id: id,
  postedBy: author,
  text: `post ${id}`,
  img: null,
  video: null,
  posterUrl: null,
  videoWidth: null,
  videoHeight: null,
  imgAlt: '',
  spoiler: '',
  editedAt: null,
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
const reply = (id: string, postId: string) => ({
  _id: id,
  postId,
  userId: 'u2',
  username: 'bob',
  userProfilePic: '',
  text: 'hi',
  createdAt: '2026-01-01T00:00:00Z',
});
const pages = (...lists: Post[][]): InfiniteData<Post[], unknown> => ({
  pages: lists,
  pageParams: lists.map(() => null),
});

function seeded() {
  const client = new QueryClient();
  client.setQueryData(postKeys.feed, pages([post('p2'), post('p1')]));
  client.setQueryData(postKeys.byUser('ada'), pages([post('p1')]));
  client.setQueryData(postKeys.post('p1'), post('p1'));
  client.setQueryData<InfiniteData<UserReply[], unknown>>(postKeys.repliesByUser('bob'), {
    pages: [[{ reply: reply('r1', 'p1'), post: post('p1') }]],
    pageParams: [null],
  });
  return client;
}

describe('post cache helpers', () => {
  it('a like shows in the feed, the profile, the post page and the replies tab at once', () => {
    const client = seeded();
    updatePostEverywhere(client, 'p1', (p) => withLike(p, 'me', true));
    const feed = client.getQueryData<InfiniteData<Post[]>>(postKeys.feed);
    expect(feed?.pages[0]?.[1]).toMatchObject({ likes: ['me'], likesCount: 1 });
    expect(feed?.pages[0]?.[0]).toMatchObject({ likes: [], likesCount: 0 });
    expect(client.getQueryData<InfiniteData<Post[]>>(postKeys.byUser('ada'))?.pages[0]?.[0]?.likesCount).toBe(1);
    expect(client.getQueryData<Post>(postKeys.post('p1'))?.likes).toEqual(['me']);
    const replies = client.getQueryData<InfiniteData<UserReply[]>>(postKeys.repliesByUser('bob'));
    expect(replies?.pages[0]?.[0]?.post.likesCount).toBe(1);
  });

  it('an edit shows on the post everywhere and inside the reposts embedding it', () => {
    const client = seeded();
    prependPost(client, post('p3', { text: 'look', repostOf: post('p1') }));
    updatePostContentEverywhere(client, 'p1', (p) => ({ ...p, text: 'edited', editedAt: '2026-01-02T00:00:00Z' }));
    const feed = client.getQueryData<InfiniteData<Post[]>>(postKeys.feed)?.pages[0] ?? [];
    expect(feed.map((p) => [p._id, p.text, p.repostOf?.text ?? null])).toEqual([
      ['p3', 'look', 'edited'],
      ['p2', 'post p2', null],
      ['p1', 'edited', null],
    ]);
    expect(client.getQueryData<Post>(postKeys.post('p1'))?.editedAt).toBe('2026-01-02T00:00:00Z');
    const replies = client.getQueryData<InfiniteData<UserReply[]>>(postKeys.repliesByUser('bob'));
    expect(replies?.pages[0]?.[0]?.post.text).toBe('edited');
  });

  it('withLike is idempotent and takes the server count when given', () => {
    const liked = withLike(post('p1'), 'me', true);
    expect(withLike(liked, 'me', true)).toMatchObject({ likes: ['me'], likesCount: 1 });
    expect(withLike(liked, 'me', false)).toMatchObject({ likes: [], likesCount: 0 });
    expect(withLike(liked, 'me', true, 7).likesCount).toBe(7);
  });

  it('a delete removes the post and the reposts that only shared it', () => {
    const client = seeded();
    const repost = post('p3', { text: '', repostOf: post('p1') });
    prependPost(client, repost);
    removePostEverywhere(client, 'p1');
    expect(client.getQueryData<InfiniteData<Post[]>>(postKeys.feed)?.pages[0]?.map((p) => p._id)).toEqual(['p2']);
    expect(client.getQueryData<InfiniteData<Post[]>>(postKeys.byUser('ada'))?.pages[0]).toEqual([]);
    expect(client.getQueryData<InfiniteData<UserReply[]>>(postKeys.repliesByUser('bob'))?.pages[0]).toEqual([]);
  });

  it('a new post goes on top of the feed and of its author list, once', () => {
    const client = seeded();
    prependPost(client, post('p9'));
    prependPost(client, post('p9'));
    expect(client.getQueryData<InfiniteData<Post[]>>(postKeys.feed)?.pages[0]?.map((p) => p._id)).toEqual([
      'p9',
      'p2',
      'p1',
    ]);
    expect(client.getQueryData<InfiniteData<Post[]>>(postKeys.byUser('ada'))?.pages[0]?.[0]?._id).toBe('p9');
  });

  it('an optimistic placeholder is swapped for the real post in every list', () => {
    const client = seeded();
    prependPost(client, post('pending-1', { text: '' }));
    replacePostEverywhere(client, 'pending-1', post('p7'));
    expect(client.getQueryData<InfiniteData<Post[]>>(postKeys.feed)?.pages[0]?.map((p) => p._id)).toEqual([
      'p7',
      'p2',
      'p1',
    ]);
    expect(client.getQueryData<InfiniteData<Post[]>>(postKeys.byUser('ada'))?.pages[0]?.[0]?._id).toBe('p7');
  });
});

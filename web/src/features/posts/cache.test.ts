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
import type { Post, ReplyAnswer, Thread, UserReply } from './types';

const author = { _id: 'u1', username: 'ada', name: 'Ada', profilePic: '' };
const post = (id: string, extra: Partial<Post> = {}): Post => ({
  _id: id,
  postedBy: author,
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
const bob = { _id: 'u2', username: 'bob', name: 'Bob', profilePic: '' };
/** A reply as the Replies tab lists it: a post with a parent, with the seed's reply fields. */
const reply = (id: string, postId: string): ReplyAnswer => ({
  ...post(id, { postedBy: bob, text: 'hi', replyTo: { _id: postId, username: 'ada' } }),
  postId,
  userId: bob._id,
  username: bob.username,
  userProfilePic: '',
});
const thread = (id: string, replies: string[]): InfiniteData<Thread, unknown> => ({
  pages: [
    {
      ancestors: [],
      post: post(id),
      replies: replies.map((replyId) => ({ post: reply(replyId, id), replies: [], moreReplies: 0 })),
    },
  ],
  pageParams: [null],
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
  client.setQueryData(postKeys.thread('p1'), thread('p1', ['r1', 'r2']));
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
    expect(replies?.pages[0]?.[0]?.post).toMatchObject({ likesCount: 1 });
    expect(client.getQueryData<InfiniteData<Thread>>(postKeys.thread('p1'))?.pages[0]?.post).toMatchObject({
      likesCount: 1,
    });
  });

  it('a like on a reply shows in its thread and on the Replies tab; its seed fields stay', () => {
    const client = seeded();
    updatePostEverywhere(client, 'r1', (p) => withLike(p, 'me', true));
    const page = client.getQueryData<InfiniteData<Thread>>(postKeys.thread('p1'))?.pages[0];
    expect(page?.replies.map((item) => item.post)).toMatchObject([{ _id: 'r1', likesCount: 1 }, { likesCount: 0 }]);
    const replies = client.getQueryData<InfiniteData<UserReply[]>>(postKeys.repliesByUser('bob'));
    expect(replies?.pages[0]?.[0]?.reply).toMatchObject({ likesCount: 1, username: 'bob', postId: 'p1' });
  });

  it('a deleted reply leaves its thread; a post dropped above a reply leaves "unavailable" in its place', () => {
    const client = seeded();
    removePostEverywhere(client, 'r2');
    removePostEverywhere(client, 'p1');
    const page = client.getQueryData<InfiniteData<Thread>>(postKeys.thread('p1'))?.pages[0];
    expect(page?.replies.map((item) => item.post._id)).toEqual(['r1']);
    expect(page?.post).toEqual({ _id: 'p1', hidden: 'unavailable', replyCount: 0 });
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
    expect(replies?.pages[0]?.[0]?.post).toMatchObject({ text: 'edited' });
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
    // A reply stays on its author's Replies tab, its parent shown as gone.
    const replies = client.getQueryData<InfiniteData<UserReply[]>>(postKeys.repliesByUser('bob'))?.pages[0];
    expect(replies?.map((item) => item.post)).toEqual([{ _id: 'p1', hidden: 'unavailable', replyCount: 0 }]);
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

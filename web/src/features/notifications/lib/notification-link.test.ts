import { describe, expect, it } from 'vitest';
import type { Notification } from '../types';
import { notificationLink } from './notification-link';

const base: Notification = {
  _id: 'n1',
  type: 'like',
  message: 'sam liked your post',
  isRead: false,
  createdAt: '2026-03-01T12:00:00.000Z',
  senderId: { _id: 'u1', username: 'sam', name: 'Sam', profilePic: '' },
  postId: 'p1',
  replyId: null,
  count: 1,
  groupKey: 'n1',
};

describe('notificationLink', () => {
  it('opens my post for a like or a repost', () => {
    expect(notificationLink(base, 'ada')).toBe('/ada/post/p1');
    expect(notificationLink({ ...base, type: 'repost' }, 'ada')).toBe('/ada/post/p1');
  });

  it('opens a reply on its own page, under its author', () => {
    expect(notificationLink({ ...base, type: 'reply', replyId: 'r9' }, 'ada')).toBe('/sam/post/r9');
    // "maya liked your reply": the reply is my post.
    expect(notificationLink({ ...base, postId: 'r8' }, 'ada')).toBe('/ada/post/r8');
  });

  it('opens the follower’s profile for a follow', () => {
    expect(notificationLink({ ...base, type: 'follow', postId: null }, 'ada')).toBe('/sam');
  });

  it('opens the post that mentions me, under its author', () => {
    expect(notificationLink({ ...base, type: 'mention', message: 'sam mentioned you' }, 'ada')).toBe('/sam/post/p1');
  });
});

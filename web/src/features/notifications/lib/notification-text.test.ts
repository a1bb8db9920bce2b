import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as spanish } from '../../../locales/es.po';
import type { Notification } from '../types';
import { notificationText } from './notification-text';

function notification(type: Notification['type'], message: string, count = 1, extra: object = {}) {
  return {
    _id: 'n1',
    type,
    message,
    isRead: false,
    createdAt: new Date().toISOString(),
    senderId: { _id: 'u1', username: 'maya', name: 'Maya', profilePic: '' },
    postId: null,
    replyId: null,
    count,
    groupKey: 'k',
    ...extra,
  } as Notification;
}

afterEach(() => i18n.activate('en'));

describe('notificationText', () => {
  it("says in English exactly what the server's sentence says", () => {
    for (const [type, message, count] of [
      ['like', 'maya liked your post', 1],
      ['like', 'maya and 1 other liked your post', 2],
      ['like', 'maya and 3 others liked your reply', 4],
      ['follow', 'maya started following you', 1],
      ['reply', 'maya replied to your reply', 1],
      ['repost', 'maya and 2 others reposted your post', 3],
      ['mention', 'maya mentioned you', 1],
    ] as const) {
      expect(notificationText(notification(type, message, count))).toBe(message);
    }
  });

  it('renders a code and its parameters in the reader language', () => {
    i18n.load('es', spanish);
    i18n.activate('es');
    expect(notificationText(notification('like', 'maya and 3 others liked your reply', 4))).toBe(
      'A maya y a 3 personas más les gustó tu respuesta',
    );
    const follow = notification('follow', 'whatever', 1, {
      kind: 'follow',
      target: null,
      actors: [{ username: 'leo' }],
    });
    expect(notificationText(follow)).toBe('leo empezó a seguirte');
    const repost = notification('repost', 'whatever', 2, {
      kind: 'repost',
      target: 'reply',
      actors: [{ username: 'leo' }],
    });
    expect(notificationText(repost)).toBe('leo y 1 persona más republicaron tu respuesta');
  });

  it("keeps the server's words for a sentence it cannot place", () => {
    expect(notificationText(notification('like', 'Something new happened'))).toBe('Something new happened');
  });
});

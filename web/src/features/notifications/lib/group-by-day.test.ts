import { describe, expect, it } from 'vitest';
import type { Notification } from '../types';
import { groupByDay } from './group-by-day';

const at = (id: string, date: Date): Notification => ({
  _id: id,
  type: 'follow',
  message: `m ${id}`,
  isRead: false,
  createdAt: date.toISOString(),
  senderId: { _id: 'u1', username: 'sam', name: 'Sam', profilePic: '' },
  postId: null,
  replyId: null,
  count: 1,
  groupKey: id,
});

describe('notification groups', () => {
  const now = new Date(2026, 10, 22, 9, 30).getTime();

  it('splits by the reader’s calendar day, keeping order inside each group', () => {
    const groups = groupByDay(
      [
        at('today-late', new Date(2026, 10, 22, 9, 0)),
        at('today-early', new Date(2026, 10, 22, 0, 0)),
        at('yesterday', new Date(2026, 10, 21, 23, 59)),
        at('yesterday-early', new Date(2026, 10, 21, 0, 0)),
        at('older', new Date(2026, 10, 20, 23, 59)),
      ],
      now,
    );
    expect(groups.map((g) => [g.heading, g.notifications.map((n) => n._id)])).toEqual([
      ['Happening Now!', ['today-late', 'today-early']],
      ['Just Yesterday', ['yesterday', 'yesterday-early']],
      ['Blast from the Past', ['older']],
    ]);
  });

  it('leaves out empty groups', () => {
    const groups = groupByDay([at('older', new Date(2025, 0, 1))], now);
    expect(groups.map((g) => g.heading)).toEqual(['Blast from the Past']);
    expect(groupByDay([], now)).toEqual([]);
  });
});

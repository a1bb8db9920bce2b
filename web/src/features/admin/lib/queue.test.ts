import { describe, expect, it } from 'vitest';
import type { AdminReport } from '../types';
import { openAfterAction, openPagesAfterAction } from './queue';

const report = (id: string, targetId: string, reportsOnTarget: number): AdminReport => ({
  _id: id,
  status: 'open',
  targetType: 'post',
  targetId,
  reason: 'spam',
  note: '',
  createdAt: '2026-01-01T00:00:00Z',
  reporter: { _id: 'u1', username: 'ann', name: 'Ann', profilePic: '', bio: '' },
  target: null,
  reportsOnTarget,
  resolution: null,
});

describe('the open queue after an action', () => {
  const queue = [report('r3', 'p1', 2), report('r2', 'p2', 1), report('r1', 'p1', 2)];

  it('a dismiss takes only that report off and counts one fewer on its target', () => {
    const after = openAfterAction(queue, report('r3', 'p1', 2), 'dismiss');
    expect(after.map((r) => [r._id, r.reportsOnTarget])).toEqual([
      ['r2', 1],
      ['r1', 1],
    ]);
  });

  it('a removal or a suspension resolves every report on the same content', () => {
    expect(openAfterAction(queue, report('r3', 'p1', 2), 'remove').map((r) => r._id)).toEqual(['r2']);
    expect(openAfterAction(queue, report('r2', 'p2', 1), 'suspend').map((r) => r._id)).toEqual(['r3', 'r1']);
  });

  it('the same id on another kind of target is another target', () => {
    const user = { ...report('r4', 'p1', 1), targetType: 'user' as const };
    expect(openAfterAction([...queue, user], report('r3', 'p1', 2), 'remove').map((r) => r._id)).toEqual(['r2', 'r4']);
  });

  it('applies across every loaded page of the queue', () => {
    const data = { pages: [queue.slice(0, 2), queue.slice(2)], pageParams: [undefined, 'r2'] };
    const after = openPagesAfterAction(data, report('r3', 'p1', 2), 'remove');
    expect(after.pages.map((page) => page.map((r) => r._id))).toEqual([['r2'], []]);
    expect(after.pageParams).toEqual([undefined, 'r2']);
  });
});

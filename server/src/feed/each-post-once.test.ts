import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context.js';
import type { PostView } from '../posts/views.js';
import { VISITOR } from '../visibility/index.js';
import { showEachPostOnce } from './repost-groups.js';

const post = (id: string) => ({ _id: id, plainRepost: false, repostOf: null }) as unknown as PostView;
const repost = (id: string, of: string) =>
  ({ _id: id, plainRepost: true, repostOf: { _id: of } }) as unknown as PostView;

describe("a first page's each-post-once filter", () => {
  it('passes steps without a plain repost whole, then drops the subjects an earlier step showed', () => {
    // A first page looks nothing up: no context needed.
    const keep = showEachPostOnce({} as AppContext, VISITOR, undefined);
    const whole = [post('p5'), post('p4')];
    expect(keep(whole)).toBe(whole);
    const next = keep([repost('r3', 'p4'), repost('r2', 'p9'), post('p1'), repost('r1', 'p9'), post('p9')]);
    expect(next).toEqual([repost('r2', 'p9'), post('p1')]);
  });

  it('keeps the first post of each subject within one step', () => {
    const keep = showEachPostOnce({} as AppContext, VISITOR, undefined);
    expect(keep([repost('r2', 'p1'), post('p3'), repost('r1', 'p1'), post('p1')])).toEqual([
      repost('r2', 'p1'),
      post('p3'),
    ]);
  });
});

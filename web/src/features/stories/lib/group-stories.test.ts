import { describe, expect, it } from 'vitest';
import type { Story } from '../types';
import { groupStories, viewerStateFor } from './group-stories';

const story = (id: string, userId: string, viewed = false): Story => ({
  _id: id,
  user: { _id: userId, username: userId, name: userId, profilePic: '' },
  mediaUrl: `/media/${id}.webp`,
  mediaType: 'image',
  posterUrl: null,
  createdAt: '2026-11-22T10:00:00Z',
  expiresAt: '2026-11-23T10:00:00Z',
  viewed,
});

describe('story groups', () => {
  const stories = [story('b1', 'bob', true), story('b2', 'bob'), story('m1', 'me', true), story('c1', 'cy', true)];

  it('one group per person in the given order, mine first; unseen when any story is unseen', () => {
    const groups = groupStories(stories, 'me');
    expect(groups.map((g) => [g.user._id, g.stories.map((s) => s._id), g.hasUnseen])).toEqual([
      ['me', ['m1'], false],
      ['bob', ['b1', 'b2'], true],
      ['cy', ['c1'], false],
    ]);
  });

  it('the viewer gets every story in strip order and starts at the chosen person’s first unseen one', () => {
    const groups = groupStories(stories, 'me');
    const state = viewerStateFor(groups, 1);
    expect(state.userStories.map((s) => s._id)).toEqual(['m1', 'b1', 'b2', 'c1']);
    expect(state.initialStoryIndex).toBe(2);
  });

  it('starts at the person’s first story when all are seen', () => {
    const groups = groupStories(stories, 'me');
    expect(viewerStateFor(groups, 2).initialStoryIndex).toBe(3);
    expect(viewerStateFor(groups, 0).initialStoryIndex).toBe(0);
  });
});

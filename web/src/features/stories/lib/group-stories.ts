import type { Story } from '../types';

export interface StoryGroup {
  user: Story['user'];
  stories: Story[];
  /** Some story of this person is still unseen: the ring says so. */
  hasUnseen: boolean;
}

/** One group per person in the server's order, mine first whatever that order says. */
export function groupStories(stories: Story[], myId: string | undefined): StoryGroup[] {
  const groups = new Map<string, StoryGroup>();
  for (const story of stories) {
    const group = groups.get(story.user._id) ?? { user: story.user, stories: [], hasUnseen: false };
    group.stories.push(story);
    group.hasUnseen ||= !story.viewed;
    groups.set(story.user._id, group);
  }
  const list = [...groups.values()];
  const mine = list.findIndex((group) => group.user._id === myId);
  if (mine > 0) list.unshift(...list.splice(mine, 1));
  return list;
}

/**
 * What the viewer gets: every group's stories in strip order, starting at the chosen person's
 * first unseen story, so the run carries on to the next person's stories when theirs ends.
 */
export function viewerStateFor(groups: StoryGroup[], index: number) {
  const userStories = groups.flatMap((group) => group.stories);
  const before = groups.slice(0, index).reduce((sum, group) => sum + group.stories.length, 0);
  const chosen = groups[index]?.stories ?? [];
  const firstUnseen = chosen.findIndex((story) => !story.viewed);
  return { userStories, initialStoryIndex: before + Math.max(0, firstUnseen) };
}

import type { ApiAnswer } from '../../lib/api-paths';

/** A story as the server sends it, with its owner and whether I have seen it (always true for my own). */
export type Story = ApiAnswer<'/api/stories/getall', 'get'>[number];

export type StoryViewers = ApiAnswer<'/api/stories/{id}/getviews', 'get'>;

/** The navigation state /story-viewer needs (CONTRACT §2). */
export interface StoryViewerState {
  userStories: Story[];
  initialStoryIndex: number;
}

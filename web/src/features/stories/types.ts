export interface StoryOwner {
  _id: string;
  username: string;
  name: string;
  profilePic: string;
}

export interface Story {
  _id: string;
  user: StoryOwner;
  mediaUrl: string;
  mediaType: 'image' | 'video';
  createdAt: string;
  expiresAt?: string;
  /** Whether I have seen it; always true for my own. */
  viewed: boolean;
}

export interface StoryViewers {
  viewers: { _id: string; username: string; profilePic: string }[];
  viewCount: number;
}

/** The navigation state /story-viewer needs (SPEC §2). */
export interface StoryViewerState {
  userStories: Story[];
  initialStoryIndex: number;
}

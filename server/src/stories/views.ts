import type { StoryRow } from './queries.js';

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
  /** A video's poster frame; null for images. */
  posterUrl: string | null;
  createdAt: string;
  expiresAt: string;
  /** Whether the viewer has seen it; always true for their own stories. */
  viewed: boolean;
}

export interface StoryViewer {
  _id: string;
  username: string;
  profilePic: string;
}

type StoryWithOwner = StoryRow & { username: string; name: string; profile_pic: string };

export function toStory(row: StoryWithOwner, viewerId: string, seen: boolean): Story {
  return {
    _id: row.id,
    user: { _id: row.user_id, username: row.username, name: row.name, profilePic: row.profile_pic },
    mediaUrl: row.media_url,
    mediaType: row.media_type,
    posterUrl: row.poster_url,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    viewed: seen || row.user_id === viewerId,
  };
}

export function toStoryViewer(row: { id: string; username: string; profile_pic: string }): StoryViewer {
  return { _id: row.id, username: row.username, profilePic: row.profile_pic };
}

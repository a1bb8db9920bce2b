import type { Static } from 'typebox';
import type { StoryRow } from '../db/tables/stories.js';
import type { StorySchema, StoryViewersSchema } from './schemas.js';

export type Story = Static<typeof StorySchema>;

export type StoryViewer = Static<typeof StoryViewersSchema>['viewers'][number];

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

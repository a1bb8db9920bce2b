import type { Migration } from 'kysely';
import * as accounts from './0001-accounts.js';
import * as media from './0002-media.js';
import * as posts from './0003-posts.js';
import * as stories from './0004-stories.js';
import * as chat from './0005-chat.js';
import * as notifications from './0006-notifications.js';
import * as coveringIndexes from './0007-covering-indexes.js';
import * as storyPosters from './0008-story-posters.js';

/** Every migration, in order. Listed statically so the compiled server needs no directory scan. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-media': media,
  '0003-posts': posts,
  '0004-stories': stories,
  '0005-chat': chat,
  '0006-notifications': notifications,
  '0007-covering-indexes': coveringIndexes,
  '0008-story-posters': storyPosters,
};

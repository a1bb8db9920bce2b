import type { Migration } from 'kysely';
import * as accounts from './0001-accounts.js';
import * as media from './0002-media.js';
import * as posts from './0003-posts.js';
import * as stories from './0004-stories.js';
import * as chat from './0005-chat.js';
import * as notifications from './0006-notifications.js';
import * as coveringIndexes from './0007-covering-indexes.js';
import * as storyPosters from './0008-story-posters.js';
import * as safety from './0009-safety.js';
import * as moderation from './0010-moderation.js';
import * as homeTimelines from './0011-home-timelines.js';
import * as accountSecurity from './0013-account-security.js';
import * as push from './0014-push.js';
import * as privateMedia from './0016-private-media.js';
import * as postEditsBookmarks from './0017-post-edits-bookmarks.js';
import * as groupChat from './0019-group-chat.js';
import * as notificationGroups from './0021-notification-groups.js';
import * as likesByUser from './0022-likes-by-user.js';
import * as tagsMentionsSearch from './0023-tags-mentions-search.js';
import * as videoDimensions from './0024-video-dimensions.js';
import * as onePlainRepost from './0025-one-plain-repost.js';
import * as repliesArePosts from './0026-replies-are-posts.js';
import * as pushFailingSince from './0030-push-failing-since.js';
import * as jobQueue from './0035-job-queue.js';
import * as federation from './0036-federation.js';
import * as federationPeers from './0037-federation-peers.js';
import * as domainBlocks from './0038-domain-blocks.js';
import * as localTombstones from './0039-local-tombstones.js';
import * as pushOnJobQueue from './0040-push-on-job-queue.js';
import * as mediaBlurhash from './0042-media-blurhash.js';
import * as userLocale from './0050-user-locale.js';
import * as imageDimensions from './0055-image-dimensions.js';
import * as postImageBlurhash from './0056-post-image-blurhash.js';
import * as remotePosts from './0060-remote-posts.js';
import * as accountMoves from './0061-account-moves.js';
import * as remoteCounts from './0062-remote-counts.js';
import * as serverNames from './0063-server-names.js';
import * as remoteMediaSources from './0067-remote-media-sources.js';
import * as orphanReplies from './0068-orphan-replies.js';

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
  '0009-safety': safety,
  '0010-moderation': moderation,
  '0011-home-timelines': homeTimelines,
  '0013-account-security': accountSecurity,
  '0014-push': push,
  '0016-private-media': privateMedia,
  '0017-post-edits-bookmarks': postEditsBookmarks,
  '0019-group-chat': groupChat,
  '0021-notification-groups': notificationGroups,
  '0022-likes-by-user': likesByUser,
  '0023-tags-mentions-search': tagsMentionsSearch,
  '0024-video-dimensions': videoDimensions,
  '0025-one-plain-repost': onePlainRepost,
  '0026-replies-are-posts': repliesArePosts,
  '0030-push-failing-since': pushFailingSince,
  '0035-job-queue': jobQueue,
  '0036-federation': federation,
  '0037-federation-peers': federationPeers,
  '0038-domain-blocks': domainBlocks,
  '0039-local-tombstones': localTombstones,
  '0040-push-on-job-queue': pushOnJobQueue,
  '0042-media-blurhash': mediaBlurhash,
  '0050-user-locale': userLocale,
  '0055-image-dimensions': imageDimensions,
  '0056-post-image-blurhash': postImageBlurhash,
  '0060-remote-posts': remotePosts,
  '0061-account-moves': accountMoves,
  '0062-remote-counts': remoteCounts,
  '0063-server-names': serverNames,
  '0067-remote-media-sources': remoteMediaSources,
  '0068-orphan-replies': orphanReplies,
};

/**
 * The one visibility policy: who may see whom and what, and who may act on whom. Every read path and every
 * write involving another person asks this module; see docs/ARCHITECTURE.md, "Visibility".
 */

export { feedAudience, visibleFeedRows } from './feed-rows.js';
export { type GroupMessageShow, groupMessageShow, membersHearing } from './group-messages.js';
export { joinVisibleAuthor, visibleUsers } from './joins.js';
export { visibilityMessages } from './messages.js';
export { fillPage } from './paging.js';
export { type PostScope, visiblePosts, visibleReplies } from './posts.js';
export { readersSilencing, silencedBetween, type UserKey } from './queries.js';
export { isActiveUser, isRecoverableAccount, isVisibleUser, notBlockedWith, notMutedBy } from './sql.js';
export {
  assertCanInteract,
  assertCanInteractWithAll,
  findActiveUser,
  findVisibleAuthor,
  findVisibleUser,
  isActive,
} from './users.js';
export {
  cachedViewer,
  hasMutedWord,
  isBlockedWith,
  isHeardFrom,
  loadViewer,
  VISITOR,
  type Viewer,
  type ViewerSource,
  viewerBytes,
} from './viewer.js';

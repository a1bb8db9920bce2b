import { isBlockedWith, type Viewer } from './viewer.js';

/**
 * Inside a group, a block between two members holds although a third person put them together:
 * - live, neither hears the other (messages, typing, read receipts): `membersHearing`;
 * - in the history, the blocker sees the blocked person's messages collapsed ("Message from someone you
 *   blocked", shown on a tap: the conversation stays readable), the blocked person does not see the
 *   blocker's messages at all, and neither sees the other's read position.
 * The member list stays whole: who is in a group is the group's, and leaving is how to avoid someone.
 */
export type GroupMessageShow = 'shown' | 'collapsed' | 'hidden';

export function groupMessageShow(viewer: Viewer, senderId: string): GroupMessageShow {
  if (viewer.blockedByMe.has(senderId)) return 'collapsed';
  if (viewer.blockingMe.has(senderId)) return 'hidden';
  return 'shown';
}

/** The members who may hear live what `viewer`'s person does in a group: no block stands between them. */
export function membersHearing(viewer: Viewer, memberIds: readonly string[]): string[] {
  return memberIds.filter((id) => !isBlockedWith(viewer, id));
}

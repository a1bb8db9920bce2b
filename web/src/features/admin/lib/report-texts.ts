import { i18n } from '@lingui/core';
import type { AdminReport } from '../types';

type TargetType = AdminReport['targetType'];

interface TargetTexts {
  /** "Report of a post for Spam", the card's accessible name. */
  reportFor: (reason: string) => string;
  /** "3 reports on this post". */
  reportsOn: (count: number) => string;
  /** "Remove post" and its confirmation, for what can be removed. */
  remove: () => string;
  removeConfirm: () => string;
}

/** Each text whole, per kind of reported thing, so every language can order and inflect it. */
const TEXTS: Record<TargetType, TargetTexts> = {
  post: {
    reportFor: (reason) => i18n._('Report of a post for {reason}', { reason }),
    reportsOn: (count) =>
      i18n._('{count, plural, one {# report on this post} other {# reports on this post}}', { count }),
    remove: () => i18n._('Remove post'),
    removeConfirm: () => i18n._('Remove this post?'),
  },
  reply: {
    reportFor: (reason) => i18n._('Report of a reply for {reason}', { reason }),
    reportsOn: (count) =>
      i18n._('{count, plural, one {# report on this reply} other {# reports on this reply}}', { count }),
    remove: () => i18n._('Remove reply'),
    removeConfirm: () => i18n._('Remove this reply?'),
  },
  story: {
    reportFor: (reason) => i18n._('Report of a story for {reason}', { reason }),
    reportsOn: (count) =>
      i18n._('{count, plural, one {# report on this story} other {# reports on this story}}', { count }),
    remove: () => i18n._('Remove story'),
    removeConfirm: () => i18n._('Remove this story?'),
  },
  message: {
    reportFor: (reason) => i18n._('Report of a message for {reason}', { reason }),
    reportsOn: (count) =>
      i18n._('{count, plural, one {# report on this message} other {# reports on this message}}', { count }),
    remove: () => i18n._('Remove message'),
    removeConfirm: () => i18n._('Remove this message?'),
  },
  user: {
    reportFor: (reason) => i18n._('Report of a user for {reason}', { reason }),
    reportsOn: (count) =>
      i18n._('{count, plural, one {# report on this user} other {# reports on this user}}', { count }),
    remove: () => i18n._('Remove user'),
    removeConfirm: () => i18n._('Remove this user?'),
  },
};

export function reportTexts(targetType: TargetType): TargetTexts & { name: () => string } {
  return {
    ...TEXTS[targetType],
    /** "Post", beside the reason (a noun apart from the "Post" button, hence a message of its own). */
    name: () =>
      i18n._(
        '{targetType, select, post {Post} reply {Reply} story {Story} message {Message} user {User} other {{targetType}}}',
        {
          targetType,
        },
      ),
  };
}

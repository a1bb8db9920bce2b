import type { Phrase } from '../lib/i18n/phrases.js';
import { limitMessages } from './messages.js';

export interface LimitRule {
  /** Events allowed inside one window. */
  limit: number;
  windowMs: number;
  /** What the 429 says; limits nobody is refused by (they only thin out events) have none. */
  message?: Phrase;
}

const MINUTE = 60_000;

/**
 * Every rate limit of the app with its default. Keys are per person, per client address (IPv6 by
 * /64, `client-key.ts`), or (for guesses at a secret, see attempts.ts) per account. `RATE_LIMITS=off` switches all of them off
 * (load tests and benchmarks only).
 */
export const limitRules = {
  /**
   * Guesses at a password or code (rate-limit/attempts.ts), counted before they are checked; successes give
   * theirs back. For one account from one client: that client must wait; the owner elsewhere need not.
   */
  failedAttemptsPerAccountAndClient: { limit: 10, windowMs: 15 * MINUTE, message: limitMessages.LOGIN_THROTTLED },
  /** For one account from anywhere: past this, only clients with no other recent attempt may try. */
  failedAttemptsPerAccount: { limit: 10, windowMs: 15 * MINUTE, message: limitMessages.LOGIN_THROTTLED },
  failedAttemptsPerClient: { limit: 50, windowMs: 15 * MINUTE, message: limitMessages.LOGIN_THROTTLED },
  signupPerIp: {
    limit: 50,
    windowMs: 60 * MINUTE,
    message: limitMessages.SIGNUPS_THROTTLED,
  },
  emailChangesPerUser: {
    limit: 5,
    windowMs: 60 * MINUTE,
    message: limitMessages.EMAIL_CHANGES_THROTTLED,
  },
  postsPerUser: { limit: 30, windowMs: 10 * MINUTE, message: limitMessages.POSTING_TOO_FAST },
  editsPerUser: { limit: 30, windowMs: 10 * MINUTE, message: limitMessages.EDITING_TOO_FAST },
  bookmarksPerUser: { limit: 120, windowMs: 10 * MINUTE, message: limitMessages.BOOKMARKING_TOO_FAST },
  uploadsPerUser: { limit: 60, windowMs: 10 * MINUTE, message: limitMessages.UPLOADS_THROTTLED },
  passwordResetsPerIp: {
    limit: 20,
    windowMs: 60 * MINUTE,
    message: limitMessages.RESETS_THROTTLED,
  },
  passwordResetsPerEmail: {
    limit: 3,
    windowMs: 60 * MINUTE,
    message: limitMessages.RESETS_THROTTLED,
  },
  passwordResetConfirmsPerIp: {
    limit: 30,
    windowMs: 15 * MINUTE,
    message: limitMessages.RESET_CONFIRMS_THROTTLED,
  },
  /** A data export is heavy (every file of the person): one per 10 minutes. */
  exportsPerUser: {
    limit: 1,
    windowMs: 10 * MINUTE,
    message: limitMessages.EXPORTS_THROTTLED,
  },
  messagesPerUser: { limit: 60, windowMs: MINUTE, message: limitMessages.MESSAGING_TOO_FAST },
  likesPerUser: { limit: 120, windowMs: 10 * MINUTE, message: limitMessages.LIKING_TOO_FAST },
  followsPerUser: { limit: 60, windowMs: 10 * MINUTE, message: limitMessages.FOLLOWING_TOO_FAST },
  repostsPerUser: { limit: 20, windowMs: 10 * MINUTE, message: limitMessages.REPOSTING_TOO_FAST },
  storyViewsPerUser: { limit: 300, windowMs: 10 * MINUTE, message: limitMessages.STORY_VIEWS_THROTTLED },
  /** "… is typing" reaches others at most once a second per person and conversation. */
  typingPerConversation: { limit: 1, windowMs: 1000 },
  /** One realtime notification per (action, sender, recipient, post) in this window: a like/unlike/like notifies once. */
  repeatedNotification: { limit: 1, windowMs: 60 * MINUTE },
  /** What one remote server (by its address) may post to our inboxes: a flood cannot crowd out the others. */
  inboxPostsPerServer: {
    limit: 600,
    windowMs: MINUTE,
    message: limitMessages.INBOX_TOO_FAST,
  },
  reportsPerUser: {
    limit: 20,
    windowMs: 60 * MINUTE,
    message: limitMessages.REPORTING_TOO_FAST,
  },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof limitRules;

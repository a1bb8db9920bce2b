export interface LimitRule {
  /** Events allowed inside one window. */
  limit: number;
  windowMs: number;
  message: string;
}

const MINUTE = 60_000;

const LOGIN_THROTTLED = 'Too many failed login attempts. Please try again later.';

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
  failedAttemptsPerAccountAndClient: { limit: 10, windowMs: 15 * MINUTE, message: LOGIN_THROTTLED },
  /** For one account from anywhere: past this, only clients with no other recent attempt may try. */
  failedAttemptsPerAccount: { limit: 10, windowMs: 15 * MINUTE, message: LOGIN_THROTTLED },
  failedAttemptsPerClient: { limit: 50, windowMs: 15 * MINUTE, message: LOGIN_THROTTLED },
  signupPerIp: {
    limit: 50,
    windowMs: 60 * MINUTE,
    message: 'Too many sign-ups from this network. Please try again later.',
  },
  emailChangesPerUser: {
    limit: 5,
    windowMs: 60 * MINUTE,
    message: 'Too many email changes. Please try again later.',
  },
  postsPerUser: { limit: 30, windowMs: 10 * MINUTE, message: 'You are posting too fast. Please slow down.' },
  editsPerUser: { limit: 30, windowMs: 10 * MINUTE, message: 'You are editing too fast. Please slow down.' },
  bookmarksPerUser: { limit: 120, windowMs: 10 * MINUTE, message: 'You are bookmarking too fast. Please slow down.' },
  uploadsPerUser: { limit: 60, windowMs: 10 * MINUTE, message: 'Too many uploads. Please try again later.' },
  passwordResetsPerIp: {
    limit: 20,
    windowMs: 60 * MINUTE,
    message: 'Too many reset requests. Please try again later.',
  },
  passwordResetsPerEmail: {
    limit: 3,
    windowMs: 60 * MINUTE,
    message: 'Too many reset requests. Please try again later.',
  },
  passwordResetConfirmsPerIp: {
    limit: 30,
    windowMs: 15 * MINUTE,
    message: 'Too many attempts. Please try again later.',
  },
  /** A data export is heavy (every file of the person): one per 10 minutes. */
  exportsPerUser: {
    limit: 1,
    windowMs: 10 * MINUTE,
    message: 'You can download your data once every 10 minutes.',
  },
  messagesPerUser: { limit: 60, windowMs: MINUTE, message: 'You are sending messages too fast. Please slow down.' },
  likesPerUser: { limit: 120, windowMs: 10 * MINUTE, message: 'You are liking too fast. Please slow down.' },
  followsPerUser: { limit: 60, windowMs: 10 * MINUTE, message: 'You are following too fast. Please slow down.' },
  repostsPerUser: { limit: 20, windowMs: 10 * MINUTE, message: 'You are reposting too fast. Please slow down.' },
  storyViewsPerUser: { limit: 300, windowMs: 10 * MINUTE, message: 'Too many story views. Please slow down.' },
  /** "… is typing" reaches others at most once a second per person and conversation. */
  typingPerConversation: { limit: 1, windowMs: 1000, message: '' },
  /** One realtime notification per (action, sender, recipient, post) in this window: a like/unlike/like notifies once. */
  repeatedNotification: { limit: 1, windowMs: 60 * MINUTE, message: '' },
  /** What one remote server (by its address) may post to our inboxes: a flood cannot crowd out the others. */
  inboxPostsPerServer: {
    limit: 600,
    windowMs: MINUTE,
    message: 'Too many activities from your server. Please slow down.',
  },
  reportsPerUser: {
    limit: 20,
    windowMs: 60 * MINUTE,
    message: 'You are sending too many reports. Please try again later.',
  },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof limitRules;

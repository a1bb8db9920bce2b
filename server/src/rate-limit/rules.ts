export interface LimitRule {
  /** Events allowed inside one window. */
  limit: number;
  windowMs: number;
  message: string;
}

const MINUTE = 60_000;

/**
 * Every rate limit of the app with its default. Keys are per IP and, for login failures, per
 * username. `RATE_LIMITS=off` switches all of them off (load tests and benchmarks only).
 */
export const limitRules = {
  loginFailuresPerUsername: {
    limit: 10,
    windowMs: 15 * MINUTE,
    message: 'Too many failed login attempts. Please try again later.',
  },
  loginFailuresPerIp: {
    limit: 50,
    windowMs: 15 * MINUTE,
    message: 'Too many failed login attempts. Please try again later.',
  },
  signupPerIp: {
    limit: 50,
    windowMs: 60 * MINUTE,
    message: 'Too many sign-ups from this network. Please try again later.',
  },
  postsPerUser: { limit: 30, windowMs: 10 * MINUTE, message: 'You are posting too fast. Please slow down.' },
  uploadsPerUser: { limit: 60, windowMs: 10 * MINUTE, message: 'Too many uploads. Please try again later.' },
  messagesPerUser: { limit: 60, windowMs: MINUTE, message: 'You are sending messages too fast. Please slow down.' },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof limitRules;

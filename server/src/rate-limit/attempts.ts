import type { AppContext } from '../context.js';
import { rateLimited } from '../errors.js';
import type { Phrase } from '../lib/i18n/phrases.js';
import { clientKey } from './client-key.js';
import { limitMessages } from './messages.js';
import { limitRules } from './rules.js';

/** An attempt that was let through to be evaluated. */
export interface AttemptReservation {
  /** The attempt proved nothing wrong (it succeeded, or nothing secret was checked): it stops counting. */
  release(): Promise<void>;
}

const NOTHING_RESERVED: AttemptReservation = { release: async () => {} };

/**
 * The one throttle for guessing a secret: passwords and second-factor codes at login, when confirming
 * identity before a sensitive change, and when turning two-factor sign-in on or off. Every attempt is
 * counted *before* it is evaluated, with an atomic increment (Redis INCR across processes, a synchronous
 * in-process counter without Redis), so a burst of concurrent guesses cannot all pass a check that has not
 * yet seen the others: at most the limit of them is ever evaluated. A successful attempt gives its count
 * back (`release`); a failed one keeps it.
 *
 * Counters: per (account, client), per client (IPv6 by /64) and per account. A client is refused after 10
 * for that account or 50 in all. Once an account has had 10 from anywhere, only a client with no other
 * attempt in the window may try: the owner on their own device gets through, an attacker spread over many
 * addresses gets one guess per address per window. Nobody is ever locked out by someone else's failures.
 *
 * `account` is the person's id when known (a rename must not reset it), else the typed username.
 */
export async function reserveAttempt(
  ctx: AppContext,
  account: string,
  ip: string,
  message: Phrase = limitMessages.LOGIN_THROTTLED,
): Promise<AttemptReservation> {
  const client = clientKey(ip);
  const keys = [
    ['failedAttemptsPerClient', client],
    ['failedAttemptsPerAccountAndClient', `${account}|${client}`],
    ['failedAttemptsPerAccount', account],
  ] as const;
  const counts = await Promise.all(keys.map(([name, key]) => ctx.limits.reserve(name, key)));
  const [byClient, byPair, byAccount] = counts;
  if (!byClient || !byPair || !byAccount) return NOTHING_RESERVED;
  const refuse = (retryAfterSeconds: number) => rateLimited(retryAfterSeconds, message);
  if (byClient.count > limitRules.failedAttemptsPerClient.limit) throw refuse(byClient.retryAfterSeconds);
  if (byPair.count > limitRules.failedAttemptsPerAccountAndClient.limit) throw refuse(byPair.retryAfterSeconds);
  const underAttack = byAccount.count > limitRules.failedAttemptsPerAccount.limit;
  if (underAttack && byClient.count > 1) {
    throw refuse(Math.min(byAccount.retryAfterSeconds, byClient.retryAfterSeconds));
  }
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await Promise.all(keys.map(([name, key]) => ctx.limits.refund(name, key)));
    },
  };
}

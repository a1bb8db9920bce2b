import type { AppContext } from '../context.js';
import { rateLimited } from '../errors.js';
import { limitRules } from '../rate-limit/rules.js';

/**
 * Slows password guessing without handing out lockouts. Failures are counted per (username, client),
 * per client and per username. A client is refused once it has failed 10 times for that username or
 * 50 times overall. When a username has had 10 failures from anywhere, only clients with no recent
 * failure may still try it: the owner logging in from their own device gets through, while an
 * attacker, even one spread over many addresses, gets at most one guess per address per window.
 * The checks run before the password is verified, so a refusal says nothing about the password.
 */
export async function checkLoginAllowed(ctx: AppContext, username: string, client: string): Promise<void> {
  const [byClient, byPair, byUsername] = await Promise.all([
    ctx.limits.peek('loginFailuresPerIp', client),
    ctx.limits.peek('loginFailuresPerUsernameAndClient', `${username}|${client}`),
    ctx.limits.peek('loginFailuresPerUsername', username),
  ]);
  if (!byClient || !byPair || !byUsername) return;
  const message = limitRules.loginFailuresPerIp.message;
  if (byClient.count >= limitRules.loginFailuresPerIp.limit) throw rateLimited(byClient.retryAfterSeconds, message);
  if (byPair.count >= limitRules.loginFailuresPerUsernameAndClient.limit) {
    throw rateLimited(byPair.retryAfterSeconds, message);
  }
  const usernameUnderAttack = byUsername.count >= limitRules.loginFailuresPerUsername.limit;
  if (usernameUnderAttack && byClient.count > 0) {
    throw rateLimited(Math.min(byUsername.retryAfterSeconds, byClient.retryAfterSeconds), message);
  }
}

/** A wrong password for `username` from `client` (at login, or when confirming the current password). */
export async function recordLoginFailure(ctx: AppContext, username: string, client: string): Promise<void> {
  await Promise.all([
    ctx.limits.record('loginFailuresPerIp', client),
    ctx.limits.record('loginFailuresPerUsernameAndClient', `${username}|${client}`),
    ctx.limits.record('loginFailuresPerUsername', username),
  ]);
}

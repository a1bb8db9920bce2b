import { requireSecondFactor, type SecondFactorAccount } from '../accounts/two-factor.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../errors.js';
import { reserveAttempt } from '../rate-limit/attempts.js';
import { reauthMessages } from './messages.js';
import { verifyPassword } from './passwords.js';

export interface IdentityProof {
  currentPassword?: string;
  /** Needed as well when two-factor sign-in is on: an authenticator code or an unused recovery code. */
  code?: string;
}

/**
 * Asked before a sensitive change (password, email), so a stolen session alone cannot take the account
 * over. Each try is a reserved attempt (rate-limit/attempts.ts): a wrong password, or with two-factor
 * sign-in on a wrong code, keeps counting against the account from this client.
 */
export async function confirmIdentity(
  ctx: AppContext,
  account: SecondFactorAccount & { password_hash: string },
  proof: IdentityProof,
  client: string,
): Promise<void> {
  if (!proof.currentPassword) throw badRequest(reauthMessages.CURRENT_PASSWORD_REQUIRED);
  const attempt = await reserveAttempt(ctx, account.id, client);
  if (!(await verifyPassword(proof.currentPassword, account.password_hash))) {
    throw badRequest(reauthMessages.CURRENT_PASSWORD_WRONG);
  }
  await requireSecondFactor(ctx, account, proof.code, attempt, 'validation');
  await attempt.release();
}

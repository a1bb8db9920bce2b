import { requireSecondFactor, type SecondFactorAccount } from '../accounts/two-factor.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../errors.js';
import { reserveAttempt } from '../rate-limit/attempts.js';
import { verifyPassword } from './passwords.js';

export const reauthMessages = {
  currentPasswordRequired: 'Enter your current password to change your password or email.',
  currentPasswordWrong: 'Your current password is incorrect.',
} as const;

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
  if (!proof.currentPassword) throw badRequest(reauthMessages.currentPasswordRequired);
  const attempt = await reserveAttempt(ctx, account.id, client);
  if (!(await verifyPassword(proof.currentPassword, account.password_hash))) {
    throw badRequest(reauthMessages.currentPasswordWrong);
  }
  await requireSecondFactor(ctx, account, proof.code, attempt, 'validation');
  await attempt.release();
}

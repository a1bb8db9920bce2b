import { requireSecondFactor, type SecondFactorAccount } from '../accounts/two-factor.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../errors.js';
import { checkLoginAllowed, recordLoginFailure } from './login-throttle.js';
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
 * over. A wrong password (or, with two-factor sign-in on, a wrong code) counts as a failed login for the
 * account's username from this client.
 */
export async function confirmIdentity(
  ctx: AppContext,
  account: SecondFactorAccount & { username: string; password_hash: string },
  proof: IdentityProof,
  client: string,
): Promise<void> {
  if (!proof.currentPassword) throw badRequest(reauthMessages.currentPasswordRequired);
  await checkLoginAllowed(ctx, account.username, client);
  if (!(await verifyPassword(proof.currentPassword, account.password_hash))) {
    await recordLoginFailure(ctx, account.username, client);
    throw badRequest(reauthMessages.currentPasswordWrong);
  }
  await requireSecondFactor(
    ctx,
    account,
    proof.code,
    () => recordLoginFailure(ctx, account.username, client),
    'validation',
  );
}

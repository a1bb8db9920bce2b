import { hashPassword } from '../auth/passwords.js';
import { endUserSessions } from '../auth/sessions.js';
import { hashToken, newSessionToken } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../errors.js';
import { clientKey } from '../rate-limit/client-key.js';
import { userMessages } from '../users/messages.js';
import { updateUser } from '../users/queries.js';
import { checkPassword, normaliseEmail } from '../users/validation.js';
import { accountMessages } from './messages.js';
import { findResetTarget, saveResetToken, takeResetToken } from './reset-queries.js';

const RESET_TTL_MS = 60 * 60 * 1000;
const TOKEN_MAX_LENGTH = 100;

function resetMail(username: string, link: string) {
  return {
    subject: 'Reset your password',
    text: [
      `Hi @${username},`,
      '',
      'Someone (hopefully you) asked to reset the password of your account.',
      'Open this link within an hour to choose a new one:',
      '',
      link,
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
      '',
    ].join('\n'),
  };
}

/**
 * Mails a one-hour, single-use link to the account with this address, if there is one. The answer and
 * its timing are the same either way (the mail leaves in the background), so nobody learns who has an account.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  emailInput: string | undefined,
  client: string,
): Promise<void> {
  if (!emailInput?.trim()) throw badRequest(userMessages.FIELDS_REQUIRED);
  const email = normaliseEmail(emailInput);
  await ctx.limits.consume('passwordResetsPerIp', clientKey(client));
  await ctx.limits.consume('passwordResetsPerEmail', email);
  const user = await findResetTarget(ctx.db, email);
  if (!user) return;
  const token = newSessionToken();
  const now = ctx.clock();
  await saveResetToken(ctx.db, { userId: user.id, tokenHash: hashToken(token), now, expiresAt: now + RESET_TTL_MS });
  const link = `${ctx.publicOrigin()}/reset-password?token=${encodeURIComponent(token)}`;
  ctx.mail.sendLater({ to: user.email, ...resetMail(user.username, link) });
}

/** Sets the new password from a live link, uses the link up and ends every session of the person. */
export async function confirmPasswordReset(
  ctx: AppContext,
  input: { token?: string; password?: string },
  ip: string,
): Promise<void> {
  const token = input.token ?? '';
  const password = input.password ?? '';
  if (!token || !password) throw badRequest(userMessages.FIELDS_REQUIRED);
  await ctx.limits.consume('passwordResetConfirmsPerIp', clientKey(ip));
  checkPassword(password);
  if (token.length > TOKEN_MAX_LENGTH) throw badRequest(accountMessages.RESET_LINK_INVALID);
  const passwordHash = await hashPassword(password);
  const now = ctx.clock();
  const userId = await ctx.db.transaction().execute(async (trx) => {
    const owner = await takeResetToken(trx, hashToken(token), now);
    if (owner) await updateUser(trx, owner, { password_hash: passwordHash, updated_at: now });
    return owner;
  });
  if (!userId) throw badRequest(accountMessages.RESET_LINK_INVALID);
  await endUserSessions(ctx, userId);
}

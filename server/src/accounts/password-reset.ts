import { hashPassword } from '../auth/passwords.js';
import { endUserSessions } from '../auth/sessions.js';
import { hashToken, newSessionToken } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../errors.js';
import { isLocale, type Locale } from '../lib/i18n/locales.js';
import { withParams } from '../lib/i18n/phrases.js';
import { say } from '../lib/i18n/translate.js';
import { clientKey } from '../rate-limit/client-key.js';
import { userMessages } from '../users/messages.js';
import { updateUser } from '../users/queries.js';
import { checkPassword, normaliseEmail } from '../users/validation.js';
import { accountMessages, resetMailTexts } from './messages.js';
import { findResetTarget, saveResetToken, takeResetToken } from './reset-queries.js';

const RESET_TTL_MS = 60 * 60 * 1000;
const TOKEN_MAX_LENGTH = 100;

/** In the account's language, else the one the request asked for, else English. */
function resetMail(username: string, link: string, locale: Locale) {
  return {
    subject: say(resetMailTexts.RESET_MAIL_SUBJECT, locale),
    text: say(withParams(resetMailTexts.RESET_MAIL_BODY, { username, link }), locale),
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
  requestLocale?: Locale,
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
  const locale = isLocale(user.locale) ? user.locale : (requestLocale ?? 'en');
  ctx.mail.sendLater({ to: user.email, ...resetMail(user.username, link, locale) });
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

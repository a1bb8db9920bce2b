import { verifyPassword } from '../auth/passwords.js';
import type { AppContext } from '../context.js';
import { AppError, badRequest, conflict, type ErrorCategory, notFound } from '../errors.js';
import type { Phrase } from '../lib/i18n/phrases.js';
import { type AttemptReservation, reserveAttempt } from '../rate-limit/attempts.js';
import { limitMessages } from '../rate-limit/messages.js';
import { visibilityMessages } from '../visibility/messages.js';
import { accountMessages } from './messages.js';
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes.js';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp.js';
import {
  claimRecoveryCode,
  claimTotpStep,
  findTwoFactorState,
  saveTotpSecret,
  turnTwoFactorOff,
  turnTwoFactorOn,
} from './two-factor-queries.js';

const ISSUER = 'Threads';

export interface SecondFactorAccount {
  id: string;
  totp_enabled: number;
  totp_secret: string | null;
  totp_last_step: number | null;
}

/**
 * `twoFactorRequired: true` tells the form to ask for the code: 401 at login (no session yet), 400 when a
 * logged-in person confirms a sensitive change (a 401 there would read as "logged out").
 */
const twoFactorNeeded = (phrase: Phrase, category: ErrorCategory) =>
  new AppError(category, phrase, {}, { twoFactorRequired: true });

async function stateOf(ctx: AppContext, userId: string) {
  const state = await findTwoFactorState(ctx.db, userId);
  if (!state) throw notFound(visibilityMessages.USER_NOT_FOUND);
  return state;
}

/** Starts (or restarts) setup with a new secret; nothing changes for logging in until `enable`. */
export async function setUpTwoFactor(ctx: AppContext, userId: string) {
  const state = await stateOf(ctx, userId);
  if (state.totp_enabled === 1) throw conflict(accountMessages.TWO_FACTOR_ALREADY_ON);
  const secret = newTotpSecret();
  await saveTotpSecret(ctx.db, userId, secret);
  return { secret, otpauthUrl: otpauthUrl(secret, ISSUER, state.username) };
}

/** Turns 2FA on once a code from the new secret proves the app has it; returns the recovery codes, shown once. */
export async function enableTwoFactor(ctx: AppContext, userId: string, code: string | undefined, client: string) {
  const state = await stateOf(ctx, userId);
  if (state.totp_enabled === 1) throw conflict(accountMessages.TWO_FACTOR_ALREADY_ON);
  if (!state.totp_secret) throw badRequest(accountMessages.TWO_FACTOR_NOT_SET_UP);
  if (!code?.trim()) throw badRequest(accountMessages.TWO_FACTOR_CODE_REQUIRED);
  const attempt = await reserveAttempt(ctx, userId, client, limitMessages.TWO_FACTOR_THROTTLED);
  const step = matchTotp(state.totp_secret, code.trim(), ctx.clock(), state.totp_last_step);
  if (step === null) throw badRequest(accountMessages.TWO_FACTOR_INVALID);
  const recoveryCodes = newRecoveryCodes();
  await turnTwoFactorOn(
    ctx.db,
    userId,
    step,
    recoveryCodes.map((c) => hashRecoveryCode(userId, c)),
  );
  await attempt.release();
  return { recoveryCodes };
}

/**
 * Turning 2FA off needs the password and a current code or an unused recovery code: with a stolen
 * session and a known password alone, the second factor would otherwise be one request away.
 */
export async function disableTwoFactor(
  ctx: AppContext,
  userId: string,
  proof: { password?: string; code?: string },
  client: string,
) {
  const state = await stateOf(ctx, userId);
  if (!proof.password) throw badRequest(accountMessages.PASSWORD_REQUIRED);
  const attempt = await reserveAttempt(ctx, userId, client, limitMessages.TWO_FACTOR_THROTTLED);
  if (!(await verifyPassword(proof.password, state.password_hash))) throw badRequest(accountMessages.PASSWORD_WRONG);
  if (state.totp_enabled !== 1) {
    await attempt.release();
    throw conflict(accountMessages.TWO_FACTOR_NOT_ON);
  }
  await requireSecondFactor(ctx, state, proof.code, attempt, 'validation');
  await turnTwoFactorOff(ctx.db, userId);
  await attempt.release();
}

/**
 * True when `code` is a current TOTP code not used before, or an unused recovery code; either is used
 * up by this check. The caller counts a false answer as a failed attempt.
 */
export async function redeemSecondFactor(ctx: AppContext, user: SecondFactorAccount, code: string): Promise<boolean> {
  const typed = code.trim();
  if (/^\d{6}$/.test(typed)) {
    if (!user.totp_secret) return false;
    const step = matchTotp(user.totp_secret, typed, ctx.clock(), user.totp_last_step);
    return step !== null && (await claimTotpStep(ctx.db, user.id, step));
  }
  if (normaliseRecoveryCode(typed).length !== 10) return false;
  return claimRecoveryCode(ctx.db, user.id, hashRecoveryCode(user.id, typed), ctx.clock());
}

/**
 * The second step of proving who you are (login, confirming identity, turning 2FA off): nothing for an
 * account without 2FA; otherwise a code. It runs inside the caller's reserved attempt
 * (rate-limit/attempts.ts): a wrong code keeps it counted; a missing one checked nothing and gives it back.
 */
export async function requireSecondFactor(
  ctx: AppContext,
  user: SecondFactorAccount,
  code: string | undefined,
  attempt: AttemptReservation,
  refusal: 'unauthenticated' | 'validation' = 'unauthenticated',
): Promise<void> {
  if (user.totp_enabled !== 1) return;
  if (!code?.trim()) {
    await attempt.release();
    throw twoFactorNeeded(accountMessages.TWO_FACTOR_REQUIRED, refusal);
  }
  if (await redeemSecondFactor(ctx, user, code)) return;
  throw twoFactorNeeded(accountMessages.TWO_FACTOR_INVALID, refusal);
}

import { verifyPassword } from '../auth/passwords.js';
import type { AppContext } from '../context.js';
import { AppError, badRequest, conflict, type ErrorCode, notFound } from '../errors.js';
import { USER_NOT_FOUND } from '../users/service.js';
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
const twoFactorNeeded = (message: string, code: ErrorCode) =>
  new AppError(code, message, {}, { twoFactorRequired: true });

async function stateOf(ctx: AppContext, userId: string) {
  const state = await findTwoFactorState(ctx.db, userId);
  if (!state) throw notFound(USER_NOT_FOUND);
  return state;
}

/** Starts (or restarts) setup with a new secret; nothing changes for logging in until `enable`. */
export async function setUpTwoFactor(ctx: AppContext, userId: string) {
  const state = await stateOf(ctx, userId);
  if (state.totp_enabled === 1) throw conflict(accountMessages.twoFactorAlreadyOn);
  const secret = newTotpSecret();
  await saveTotpSecret(ctx.db, userId, secret);
  return { secret, otpauthUrl: otpauthUrl(secret, ISSUER, state.username) };
}

/** Turns 2FA on once a code from the new secret proves the app has it; returns the recovery codes, shown once. */
export async function enableTwoFactor(ctx: AppContext, userId: string, code: string | undefined) {
  const state = await stateOf(ctx, userId);
  if (state.totp_enabled === 1) throw conflict(accountMessages.twoFactorAlreadyOn);
  if (!state.totp_secret) throw badRequest(accountMessages.twoFactorNotSetUp);
  if (!code?.trim()) throw badRequest(accountMessages.codeRequired);
  await ctx.limits.check('twoFactorFailuresPerUser', userId);
  const step = matchTotp(state.totp_secret, code.trim(), ctx.clock(), state.totp_last_step);
  if (step === null) {
    await ctx.limits.record('twoFactorFailuresPerUser', userId);
    throw badRequest(accountMessages.twoFactorInvalid);
  }
  const recoveryCodes = newRecoveryCodes();
  await turnTwoFactorOn(
    ctx.db,
    userId,
    step,
    recoveryCodes.map((c) => hashRecoveryCode(userId, c)),
  );
  return { recoveryCodes };
}

export async function disableTwoFactor(ctx: AppContext, userId: string, password: string | undefined) {
  const state = await stateOf(ctx, userId);
  if (!password) throw badRequest(accountMessages.passwordRequired);
  await ctx.limits.check('twoFactorFailuresPerUser', userId);
  if (!(await verifyPassword(password, state.password_hash))) {
    await ctx.limits.record('twoFactorFailuresPerUser', userId);
    throw badRequest(accountMessages.wrongPassword);
  }
  if (state.totp_enabled !== 1) throw conflict(accountMessages.twoFactorNotOn);
  await turnTwoFactorOff(ctx.db, userId);
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
 * The second step of proving who you are, for login and for account deletion: nothing for an account
 * without 2FA; otherwise a code, and a wrong one counts through `onFailure` (the login limits).
 */
export async function requireSecondFactor(
  ctx: AppContext,
  user: SecondFactorAccount,
  code: string | undefined,
  onFailure: () => Promise<void>,
  refusal: 'unauthenticated' | 'validation' = 'unauthenticated',
): Promise<void> {
  if (user.totp_enabled !== 1) return;
  if (!code?.trim()) throw twoFactorNeeded(accountMessages.twoFactorRequired, refusal);
  if (await redeemSecondFactor(ctx, user, code)) return;
  await onFailure();
  throw twoFactorNeeded(accountMessages.twoFactorInvalid, refusal);
}

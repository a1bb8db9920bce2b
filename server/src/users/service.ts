import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../auth/passwords.js';
import { endSession, endUserSessions, startSession } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import { isUniqueViolation, violationDetail } from '../db/errors.js';
import { isId, newId } from '../db/ids.js';
import { badRequest, conflict, forbidden, notFound } from '../errors.js';
import { followerIds, followingIds } from '../follows/queries.js';
import {
  findUserById,
  findUserByUsername,
  findUserIdByEmail,
  insertUser,
  type UserRow,
  updateUser,
} from './queries.js';
import {
  checkPassword,
  checkUsername,
  normaliseBio,
  normaliseEmail,
  normaliseName,
  userMessages,
} from './validation.js';
import { toUserProfile, type UserProfile } from './views.js';

export const USER_NOT_FOUND = 'User not found';
const INVALID_CREDENTIALS = 'Invalid username or password';

export interface SignupInput {
  name?: string;
  username?: string;
  email?: string;
  password?: string;
}

export interface ProfileChanges {
  name?: string;
  username?: string;
  email?: string;
  bio?: string;
  password?: string;
  profilePic?: string;
}

export async function profileOf(ctx: AppContext, row: UserRow, viewerId: string | null): Promise<UserProfile> {
  const [followers, following] = await Promise.all([followerIds(ctx.db, row.id), followingIds(ctx.db, row.id)]);
  return toUserProfile(row, { followers, following }, viewerId);
}

/** A unique-constraint failure from a racing request becomes the same 409 the pre-check gives. */
function clashMessage(error: unknown): string | undefined {
  if (!isUniqueViolation(error)) return undefined;
  return violationDetail(error).includes('email') ? userMessages.emailTaken : userMessages.usernameTaken;
}

async function ensureUnique(ctx: AppContext, selfId: string | null, username?: string, email?: string) {
  if (username) {
    const owner = await findUserByUsername(ctx.db, username);
    if (owner && owner.id !== selfId) throw conflict(userMessages.usernameTaken);
  }
  if (email) {
    const owner = await findUserIdByEmail(ctx.db, email);
    if (owner && owner.id !== selfId) throw conflict(userMessages.emailTaken);
  }
}

export async function signup(ctx: AppContext, input: SignupInput, ip: string) {
  const { name = '', username = '', email = '', password = '' } = input;
  if (!name.trim() || !username || !email.trim() || !password) throw badRequest(userMessages.allRequired);
  const cleanName = normaliseName(name);
  const cleanEmail = normaliseEmail(email);
  checkUsername(username);
  checkPassword(password);
  await ctx.limits.consume('signupPerIp', ip);
  await ensureUnique(ctx, null, username, cleanEmail);

  const now = ctx.clock();
  const id = newId();
  const passwordHash = await hashPassword(password);
  try {
    await insertUser(ctx.db, {
      id,
      username,
      email: cleanEmail,
      name: cleanName,
      name_lower: cleanName.toLowerCase(),
      bio: '',
      profile_pic: '',
      password_hash: passwordHash,
      is_frozen: 0,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    const clash = clashMessage(error);
    if (clash) throw conflict(clash);
    throw error;
  }
  const user = await findUserById(ctx.db, id);
  if (!user) throw new Error('user vanished after insert');
  const token = await startSession(ctx, id);
  return { token, profile: await profileOf(ctx, user, id) };
}

/** Same answer, and the same password work, for an unknown username and a wrong password. */
export async function login(ctx: AppContext, input: { username?: string; password?: string }, ip: string) {
  const username = (input.username ?? '').trim().toLowerCase();
  const password = input.password ?? '';
  if (!username || !password) throw badRequest(userMessages.allRequired);
  await ctx.limits.check('loginFailuresPerIp', ip);
  await ctx.limits.check('loginFailuresPerUsername', username);

  const user = await findUserByUsername(ctx.db, username);
  const valid = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDecoy(password);
  if (!user || !valid) {
    await ctx.limits.record('loginFailuresPerIp', ip);
    await ctx.limits.record('loginFailuresPerUsername', username);
    throw badRequest(INVALID_CREDENTIALS);
  }
  if (user.is_frozen === 1) {
    await updateUser(ctx.db, user.id, { is_frozen: 0, updated_at: ctx.clock() });
    user.is_frozen = 0;
  }
  const token = await startSession(ctx, user.id);
  return { token, profile: await profileOf(ctx, user, user.id) };
}

export async function logout(ctx: AppContext, token: string | null): Promise<void> {
  if (token) await endSession(ctx, token);
}

/** By id or username; frozen users are not found by anyone. */
export async function getProfile(ctx: AppContext, key: string, viewerId: string | null) {
  const row = isId(key) ? await findUserById(ctx.db, key) : await findUserByUsername(ctx.db, key.toLowerCase());
  if (!row || row.is_frozen === 1) throw notFound(USER_NOT_FOUND);
  return profileOf(ctx, row, viewerId);
}

/** Empty or missing fields stay unchanged. A new password ends every other session. */
export async function updateProfile(
  ctx: AppContext,
  actor: { id: string; sessionToken: string | null },
  targetId: string,
  changes: ProfileChanges,
) {
  if (targetId !== actor.id) throw forbidden('You cannot update another user');
  const row = await findUserById(ctx.db, actor.id);
  if (!row) throw notFound(USER_NOT_FOUND);

  const name = changes.name?.trim() ? normaliseName(changes.name) : undefined;
  const username = changes.username ? changes.username : undefined;
  if (username) checkUsername(username);
  const email = changes.email?.trim() ? normaliseEmail(changes.email) : undefined;
  const bio = changes.bio?.trim() ? normaliseBio(changes.bio) : undefined;
  const password = changes.password ? changes.password : undefined;
  if (password) checkPassword(password);
  await ensureUnique(ctx, row.id, username, email);

  const passwordHash = password ? await hashPassword(password) : undefined;
  try {
    await updateUser(ctx.db, row.id, {
      ...(name !== undefined && { name, name_lower: name.toLowerCase() }),
      ...(username !== undefined && { username }),
      ...(email !== undefined && { email }),
      ...(bio !== undefined && { bio }),
      ...(changes.profilePic !== undefined && { profile_pic: changes.profilePic }),
      ...(passwordHash !== undefined && { password_hash: passwordHash }),
      updated_at: ctx.clock(),
    });
  } catch (error) {
    const clash = clashMessage(error);
    if (clash) throw conflict(clash);
    throw error;
  }
  if (passwordHash) await endUserSessions(ctx, row.id, actor.sessionToken ?? undefined);
  const updated = await findUserById(ctx.db, row.id);
  if (!updated) throw notFound(USER_NOT_FOUND);
  return profileOf(ctx, updated, row.id);
}

/** Hides the account and ends all its sessions; logging in again unfreezes it. */
export async function freeze(ctx: AppContext, userId: string): Promise<void> {
  await updateUser(ctx.db, userId, { is_frozen: 1, updated_at: ctx.clock() });
  await endUserSessions(ctx, userId);
}

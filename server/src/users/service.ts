import { endResetLinks } from '../accounts/reset-queries.js';
import { requireSecondFactor } from '../accounts/two-factor.js';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../auth/passwords.js';
import { confirmIdentity } from '../auth/reauthenticate.js';
import { endSession, endUserSessions, startSession } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import { isUniqueViolation, violationDetail } from '../db/errors.js';
import { newId } from '../db/ids.js';
import type { UserRow } from '../db/tables/users.js';
import { badRequest, conflict, forbidden, notFound } from '../errors.js';
import { enqueueActorKeys } from '../federation/actor-key-jobs.js';
import { parseHandle } from '../federation/handles.js';
import { resolveRemoteAccount } from '../federation/on-demand.js';
import { serverName } from '../federation/server-names.js';
import { visibleFollowIds } from '../follows/id-lists.js';
import type { Phrase } from '../lib/i18n/phrases.js';
import { countAuthorPosts, userWithPostCount } from '../posts/queries.js';
import { reserveAttempt } from '../rate-limit/attempts.js';
import { clientKey } from '../rate-limit/client-key.js';
import { findVisibleUser, isActive, loadViewer } from '../visibility/index.js';
import { visibilityMessages } from '../visibility/messages.js';
import { userMessages } from './messages.js';
import {
  findUserById,
  findUserByUsername,
  findUserIdByEmail,
  hasPendingFollow,
  insertUser,
  updateUser,
  usernameByActorUri,
} from './queries.js';
import { checkNewUsername, checkPassword, normaliseBio, normaliseEmail, normaliseName } from './validation.js';
import { type ProfileViewer, type Relation, toUserProfile, type UserProfile } from './views.js';

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
  /** Asked for only when the password or the email changes. */
  currentPassword?: string;
  /** With two-factor sign-in on, a password or email change needs a code too. */
  code?: string;
}

export async function profileOf(
  ctx: AppContext,
  row: UserRow,
  viewer: ProfileViewer | null,
  relation?: Relation,
  /** The person's post count when it was read with their row (`getProfile`, `ownProfile`). */
  postCount?: number,
): Promise<UserProfile> {
  const reader = await loadViewer(ctx, viewer?.id ?? null);
  // Only a remote person can have a follow waiting for their server's answer.
  const asked = row.host && viewer && viewer.id !== row.id;
  const [followers, following, posts, followRequested, movedTo, server] = await Promise.all([
    visibleFollowIds(ctx, 'followers', row.id, reader),
    visibleFollowIds(ctx, 'following', row.id, reader),
    postCount ?? countAuthorPosts(ctx.db, row.id),
    asked ? hasPendingFollow(ctx.db, viewer.id, row.id) : false,
    row.moved_to ? usernameByActorUri(ctx.db, row.moved_to) : undefined,
    row.host ? serverName(ctx.db, row.host) : undefined,
  ]);
  const profile = toUserProfile(row, { followers, following, posts, followRequested }, viewer, relation);
  if (movedTo) profile.movedTo = movedTo;
  if (server) profile.serverName = server;
  return profile;
}

const self = (row: UserRow): ProfileViewer => ({ id: row.id, role: row.role });

/** A unique-constraint failure from a racing request becomes the same 409 the pre-check gives. */
function clashMessage(error: unknown): Phrase | undefined {
  if (!isUniqueViolation(error)) return undefined;
  return violationDetail(error).includes('email') ? userMessages.EMAIL_TAKEN : userMessages.USERNAME_TAKEN;
}

async function ensureUnique(ctx: AppContext, selfId: string | null, username?: string, email?: string) {
  if (username) {
    const owner = await findUserByUsername(ctx.db, username);
    if (owner && owner.id !== selfId) throw conflict(userMessages.USERNAME_TAKEN);
  }
  if (email) {
    const owner = await findUserIdByEmail(ctx.db, email);
    if (owner && owner.id !== selfId) throw conflict(userMessages.EMAIL_TAKEN);
  }
}

export async function signup(ctx: AppContext, input: SignupInput, client: { ip: string; userAgent: string }) {
  const { ip } = client;
  const { name = '', username = '', email = '', password = '' } = input;
  if (!name.trim() || !username || !email.trim() || !password) throw badRequest(userMessages.FIELDS_REQUIRED);
  const cleanName = normaliseName(name);
  const cleanEmail = normaliseEmail(email);
  checkNewUsername(username);
  checkPassword(password);
  await ctx.limits.consume('signupPerIp', clientKey(ip));
  await ensureUnique(ctx, null, username, cleanEmail);

  const now = ctx.clock();
  const id = newId();
  const passwordHash = await hashPassword(password);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await insertUser(trx, {
        id,
        username,
        email: cleanEmail,
        name: cleanName,
        name_lower: cleanName.toLowerCase(),
        bio: '',
        profile_pic: '',
        password_hash: passwordHash,
        is_frozen: 0,
        totp_enabled: 0,
        created_at: now,
        updated_at: now,
      });
      if (ctx.federation) await enqueueActorKeys(trx, id);
    });
  } catch (error) {
    const clash = clashMessage(error);
    if (clash) throw conflict(clash);
    throw error;
  }
  if (ctx.federation) ctx.events.emit('jobs.queued', {});
  const user = await findUserById(ctx.db, id);
  if (!user) throw new Error('user vanished after insert');
  const token = await startSession(ctx, id, client.userAgent);
  return { token, profile: await profileOf(ctx, user, self(user)) };
}

/**
 * Same answer, and the same password work, for an unknown username and a wrong password. With
 * two-factor sign-in on, the right password alone gets a 401 asking for the code; a wrong code counts
 * as a failed login.
 */
export async function login(
  ctx: AppContext,
  input: { username?: string; password?: string; code?: string },
  client: { ip: string; userAgent: string },
) {
  const { ip } = client;
  const username = (input.username ?? '').trim().toLowerCase();
  const password = input.password ?? '';
  if (!username || !password) throw badRequest(userMessages.FIELDS_REQUIRED);
  const user = await findUserByUsername(ctx.db, username);
  // Counted before the password is checked, so a burst cannot race the limit; by id, so a rename cannot reset it.
  const attempt = await reserveAttempt(ctx, user ? user.id : `name:${username}`, ip);
  const valid = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDecoy(password);
  if (!user || !valid) throw badRequest(userMessages.INVALID_CREDENTIALS);
  // Unlike freezing, logging in does not lift a suspension.
  if (user.suspended_at !== null) {
    await attempt.release();
    throw forbidden(userMessages.ACCOUNT_SUSPENDED);
  }
  await requireSecondFactor(ctx, user, input.code, attempt);
  await attempt.release();
  if (user.is_frozen === 1) {
    await updateUser(ctx.db, user.id, { is_frozen: 0, updated_at: ctx.clock() });
    ctx.events.emit('person.standing', { userId: user.id, active: true });
    user.is_frozen = 0;
  }
  const token = await startSession(ctx, user.id, client.userAgent);
  return { token, profile: await profileOf(ctx, user, self(user)) };
}

export async function logout(ctx: AppContext, token: string | null): Promise<void> {
  if (token) await endSession(ctx, token);
}

/**
 * By id or username, as the visibility policy allows (frozen, suspended and blocking users are not found): one
 * statement, the row with the post count; blocks and mutes from the viewer's context.
 */
export async function getProfile(ctx: AppContext, key: string, viewer: ProfileViewer | null) {
  const remoteId = parseHandle(key) ? await resolveRemoteAccount(ctx, key) : undefined;
  const found = await findVisibleUser(ctx, viewer?.id ?? null, remoteId ?? key, userWithPostCount);
  return profileOf(ctx, found.user, viewer, found.relation, Number(found.user.post_count ?? 0));
}

/**
 * The viewer's own profile, as `getProfile(ctx, viewer.id, viewer)` answers it (nobody can block or mute
 * themselves): the one a drawn page is drawn for.
 */
export async function ownProfile(ctx: AppContext, viewer: ProfileViewer): Promise<UserProfile> {
  const user = await userWithPostCount(ctx.db, { id: viewer.id });
  if (!user || !isActive(user)) throw notFound(visibilityMessages.USER_NOT_FOUND);
  return profileOf(ctx, user, viewer, undefined, Number(user.post_count ?? 0));
}

/**
 * Empty or missing fields stay unchanged. A new password or email needs the current password; a new
 * password ends every other session.
 */
export async function updateProfile(
  ctx: AppContext,
  actor: { id: string; sessionToken: string | null; ip: string },
  targetId: string,
  changes: ProfileChanges,
) {
  if (targetId !== actor.id) throw forbidden(userMessages.UPDATE_OTHERS_FORBIDDEN);
  const row = await findUserById(ctx.db, actor.id);
  if (!row) throw notFound(visibilityMessages.USER_NOT_FOUND);

  const name = changes.name?.trim() ? normaliseName(changes.name) : undefined;
  const username = changes.username && changes.username !== row.username ? changes.username : undefined;
  if (username) checkNewUsername(username);
  const email = changes.email?.trim() ? normaliseEmail(changes.email) : undefined;
  const bio = changes.bio?.trim() ? normaliseBio(changes.bio) : undefined;
  const password = changes.password ? changes.password : undefined;
  if (password) checkPassword(password);
  const emailChanges = email !== undefined && email !== row.email;
  if (password || emailChanges) await confirmIdentity(ctx, row, changes, actor.ip);
  if (emailChanges) await ctx.limits.consume('emailChangesPerUser', row.id);
  await ensureUnique(ctx, row.id, username, email);

  const passwordHash = password ? await hashPassword(password) : undefined;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await updateUser(trx, row.id, {
        ...(name !== undefined && { name, name_lower: name.toLowerCase() }),
        ...(username !== undefined && { username }),
        ...(email !== undefined && { email }),
        ...(bio !== undefined && { bio }),
        ...(changes.profilePic !== undefined && { profile_pic: changes.profilePic }),
        ...(passwordHash !== undefined && { password_hash: passwordHash }),
        updated_at: ctx.clock(),
      });
      // A link mailed before (perhaps to the old address) must not set a password after this.
      if (passwordHash || emailChanges) await endResetLinks(trx, row.id);
    });
  } catch (error) {
    const clash = clashMessage(error);
    if (clash) throw conflict(clash);
    throw error;
  }
  ctx.events.emit('person.changed', { userId: row.id });
  if (passwordHash) await endUserSessions(ctx, row.id, actor.sessionToken ?? undefined);
  const updated = await findUserById(ctx.db, row.id);
  if (!updated) throw notFound(visibilityMessages.USER_NOT_FOUND);
  return profileOf(ctx, updated, self(updated));
}

/** Hides the account and ends all its sessions; logging in again unfreezes it. */
export async function freeze(ctx: AppContext, userId: string): Promise<void> {
  await updateUser(ctx.db, userId, { is_frozen: 1, updated_at: ctx.clock() });
  ctx.events.emit('person.standing', { userId, active: false });
  await endUserSessions(ctx, userId);
}

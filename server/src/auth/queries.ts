import { sql } from 'kysely';
import type { Db, Engine } from '../db/schema.js';
import { joinVisibleAuthor } from '../visibility/index.js';

export async function insertSession(
  db: Db,
  row: { id: string; tokenHash: string; userId: string; userAgent: string; now: number; expiresAt: number },
) {
  await db
    .insertInto('sessions')
    .values({
      id: row.id,
      token_hash: row.tokenHash,
      user_id: row.userId,
      user_agent: row.userAgent,
      created_at: row.now,
      last_seen_at: row.now,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** The live session's user, or undefined for an unknown or expired session or a frozen or suspended account. */
export async function findSessionUser(db: Db, tokenHash: string, now: number) {
  return db
    .selectFrom('sessions')
    .$call((q) => joinVisibleAuthor(q, 'sessions.user_id', null))
    .select([
      'users.id',
      'users.username',
      'users.name',
      'users.profile_pic',
      'users.role',
      'users.locale',
      'users.moved_to',
      'sessions.last_seen_at',
      'sessions.expires_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteUserSessions(db: Db, userId: string, exceptTokenHash?: string) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptTokenHash) query = query.where('token_hash', '!=', exceptTokenHash);
  await query.execute();
}

/**
 * Moves each session's last-seen forward to its time, in one statement, where it is at least `minGapMs` older
 * (another process may have written it since; as old as that is due: `lastSeenDue`). The pairs travel as one parameter (a JSON array on SQLite, two
 * arrays on PostgreSQL), so the statement's text is one for any number of sessions: SQLite keeps it prepared,
 * where a text per count would crowd the kept statements out (db/sqlite-group-commit.ts).
 */
export async function touchSessions(
  db: Db,
  engine: Engine,
  seen: readonly (readonly [tokenHash: string, at: number])[],
  minGapMs: number,
) {
  if (engine === 'postgres') {
    await sql`update sessions set last_seen_at = seen.at
      from unnest(${seen.map(([hash]) => hash)}::varchar[], ${seen.map(([, at]) => at)}::bigint[]) as seen(hash, at)
      where sessions.token_hash = seen.hash and sessions.last_seen_at <= seen.at - ${minGapMs}`.execute(db);
    return;
  }
  await sql`update sessions set last_seen_at = seen.value ->> 1
    from json_each(${JSON.stringify(seen)}) as seen
    where sessions.token_hash = seen.value ->> 0 and sessions.last_seen_at <= (seen.value ->> 1) - ${minGapMs}`.execute(
    db,
  );
}

export async function listUserSessions(db: Db, userId: string, now: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'token_hash', 'user_agent', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .execute();
}

/** The token hash of one of the user's sessions, deleted; undefined when the user has no such session. */
export async function deleteUserSessionById(db: Db, userId: string, sessionId: string) {
  const row = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .returning('token_hash')
    .executeTakeFirst();
  return row?.token_hash;
}

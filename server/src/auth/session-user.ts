import type { UserRole } from '../db/tables/users.js';

/** The person a session belongs to, as every request sees them. */
export interface SessionUser {
  id: string;
  username: string;
  name: string;
  profilePic: string;
  /** Read with the session on every request, so a grant or revoke applies to sessions already open. */
  role: UserRole;
}

/** A session as the session cache holds it (by token hash, depending on its person too). */
export interface CachedSession {
  user: SessionUser;
  expiresAt: number;
  lastSeenAt: number;
}

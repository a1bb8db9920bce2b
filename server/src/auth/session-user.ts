import type { UserRole } from '../db/tables/users.js';
import type { Locale } from '../lib/i18n/locales.js';

/** The person a session belongs to, as every request sees them. */
export interface SessionUser {
  id: string;
  username: string;
  name: string;
  profilePic: string;
  /** Read with the session on every request, so a grant or revoke applies to sessions already open. */
  role: UserRole;
  /** The language the person chose, for what the server writes them; null follows their browser. */
  locale: Locale | null;
  /** Moved to another server (federation/account-move.ts): their writes are refused from then on. */
  moved: boolean;
}

/** A session as the session cache holds it (by token hash, depending on its person too). */
export interface CachedSession {
  user: SessionUser;
  expiresAt: number;
  lastSeenAt: number;
}

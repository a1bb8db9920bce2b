import type { Generated, Selectable } from 'kysely';

export type UserRole = 'user' | 'admin';

export interface UsersTable {
  id: string;
  username: string;
  email: string;
  name: string;
  name_lower: string;
  bio: string;
  profile_pic: string;
  password_hash: string;
  is_frozen: number;
  role: Generated<UserRole>;
  /** Set by an admin; a suspended account cannot log in and is hidden from everyone. */
  suspended_at: number | null;
  suspension_reason: string | null;
  created_at: number;
  updated_at: number;
  /** Base32 TOTP secret: set by 2FA setup, in force once `totp_enabled` is 1. */
  totp_secret: string | null;
  totp_enabled: number;
  /** The last TOTP time step accepted, so each code works once. */
  totp_last_step: number | null;
  /** The language chosen for what the server writes this person (`lib/i18n/locales.ts`); null follows the browser. */
  locale: Generated<string | null>;
  /** Set only on the stand-in that replaces a deleted person in the conversations others keep. */
  deleted_at: number | null;
  /** A remote person's server (their `username` is `name@host`); null for our own people. */
  host: Generated<string | null>;
  /** A remote person's ActivityPub actor id. */
  actor_uri: Generated<string | null>;
  /** A remote person's page on their server. */
  profile_url: Generated<string | null>;
  inbox_url: Generated<string | null>;
  shared_inbox_url: Generated<string | null>;
  /** When a remote person's actor was last read (refreshed at most daily). */
  fetched_at: Generated<number | null>;
  /** JSON array of the actor ids one of our people says are also theirs (`alsoKnownAs`); '[]' for most. */
  also_known_as: Generated<string>;
  /** The actor id one of our people moved their account to (`movedTo`); their writes are refused since. */
  moved_to: Generated<string | null>;
  moved_at: Generated<number | null>;
  /** A remote person's counts as their server reports them; null for ours and when theirs does not say. */
  remote_followers_count: Generated<number | null>;
  remote_following_count: Generated<number | null>;
  remote_posts_count: Generated<number | null>;
}

export type UserRow = Selectable<UsersTable>;

/** What a list of people shows of each (`users/views.ts toUserSummary`): a list reads only these columns. */
export const USER_SUMMARY_COLUMNS = [
  'id',
  'username',
  'name',
  'profile_pic',
  'bio',
  'host',
  'profile_url',
  'actor_uri',
] as const;
export type UserSummaryRow = Pick<UserRow, (typeof USER_SUMMARY_COLUMNS)[number]>;

/** What a post shows of its author (`posts/views.ts toPostAuthor`): hydration reads only these columns. */
export const POST_AUTHOR_COLUMNS = ['id', 'username', 'name', 'profile_pic'] as const;
export type PostAuthorRow = Pick<UserRow, (typeof POST_AUTHOR_COLUMNS)[number]>;

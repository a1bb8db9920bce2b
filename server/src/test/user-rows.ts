/**
 * A `users` row written straight to the database, for tests that need many people quickly or a database
 * below the app (a migration test): the columns without a default, a password hash that matches nothing.
 */
export function userRow(id: string, username: string, name: string, at = Date.now()) {
  return {
    id,
    username,
    email: `${username}@example.com`,
    name,
    name_lower: name.toLowerCase(),
    bio: '',
    profile_pic: '',
    password_hash: 'x',
    is_frozen: 0,
    totp_enabled: 0,
    created_at: at,
    updated_at: at,
  };
}

import { randomBytes } from 'node:crypto';
import { accountMessages } from '../../src/accounts/messages.js';
import { federationMessages } from '../../src/federation/messages.js';
import type { Actor, HttpCase, Outcome } from './authorization-case.js';
import { loginAgain, type World } from './world.js';

const LOGIN: Outcome = [401, 'You must be logged in'];
const everyone = (outcome: Outcome): Record<Actor, Outcome> => ({
  visitor: outcome,
  other: outcome,
  owner: outcome,
  frozen: outcome,
});
const signedIn = (outcome: Outcome): Record<Actor, Outcome> => ({
  visitor: LOGIN,
  other: outcome,
  owner: outcome,
  frozen: LOGIN,
});

/** A second session of alice's, so ending it leaves the one the matrix keeps using. */
async function aliceSecondSessionId(world: World): Promise<string> {
  const cookie = await loginAgain(world.url, world.alice);
  const response = await fetch(`${world.url}/api/users/sessions`, { headers: { cookie } });
  const sessions = (await response.json()) as { _id: string; current: boolean }[];
  const current = sessions.find((session) => session.current);
  if (!current) throw new Error('world setup: no current session listed');
  return current._id;
}

/** Password reset, two-factor sign-in, the sessions list, data export and account deletion (issue 16), the account's language and resolving an address on another server. */
export const accountRows: HttpCase[] = [
  // Anyone may ask for a link; the answer never says whether the address has an account.
  {
    route: 'POST /api/users/password-reset',
    request: () => ({
      method: 'POST',
      path: '/api/users/password-reset',
      json: { email: `n${randomBytes(5).toString('hex')}@example.com` },
    }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/users/password-reset/confirm',
    scenario: 'a token nobody was sent',
    request: () => ({
      method: 'POST',
      path: '/api/users/password-reset/confirm',
      json: { token: randomBytes(32).toString('base64url'), password: 'a new password here' },
    }),
    expect: everyone([400, accountMessages.RESET_LINK_INVALID]),
  },
  {
    route: 'GET /api/users/sessions',
    request: () => ({ method: 'GET', path: '/api/users/sessions' }),
    expect: signedIn(200),
  },
  // Only your own sessions: alice's session id is "not found" for anyone else.
  {
    route: 'DELETE /api/users/sessions/:id',
    scenario: "alice's second session",
    request: async (world) => ({ method: 'DELETE', path: `/api/users/sessions/${await aliceSecondSessionId(world)}` }),
    expect: { visitor: LOGIN, other: [404, accountMessages.SESSION_NOT_FOUND], owner: 200, frozen: LOGIN },
  },
  // Ends only the sender's other sessions (a fresh account each time, so the matrix keeps its own).
  {
    route: 'DELETE /api/users/sessions',
    fresh: true,
    request: () => ({ method: 'DELETE', path: '/api/users/sessions' }),
    expect: signedIn(200),
  },
  // A fresh account each time: the language chosen would otherwise word the matrix's later refusals.
  {
    route: 'PUT /api/users/me/locale',
    fresh: true,
    request: () => ({ method: 'PUT', path: '/api/users/me/locale', json: { locale: 'es' } }),
    expect: signedIn(200),
  },
  // Signed-in people only; an address that is not http(s) is refused before anything is fetched.
  {
    route: 'GET /api/federation/resolve',
    scenario: 'a mailto: address',
    request: () => ({ method: 'GET', path: '/api/federation/resolve?url=mailto%3Amaya%40example.com' }),
    expect: signedIn([400, federationMessages.RESOLVE_URL_INVALID]),
  },
  {
    route: 'GET /api/users/me/aliases',
    request: () => ({ method: 'GET', path: '/api/users/me/aliases' }),
    expect: signedIn(200),
  },
  // Each alias is checked before anything is looked up; a move asks the password again first.
  {
    route: 'PUT /api/users/me/aliases',
    scenario: 'something that names no account',
    request: () => ({ method: 'PUT', path: '/api/users/me/aliases', json: { aliases: ['not an account'] } }),
    expect: signedIn([400, federationMessages.ACCOUNT_ADDRESS_INVALID]),
  },
  {
    route: 'POST /api/users/me/move',
    scenario: 'a wrong password',
    request: () => ({
      method: 'POST',
      path: '/api/users/me/move',
      json: { target: '@maya@far.example', password: 'not the password' },
    }),
    expect: signedIn([400, accountMessages.PASSWORD_WRONG]),
    // Under /api/users/me, so the moved check lets it through; account-move.ts refuses a second move itself.
    moved: [409, federationMessages.ACCOUNT_MOVED],
  },
  {
    route: 'POST /api/users/2fa/setup',
    fresh: true,
    request: () => ({ method: 'POST', path: '/api/users/2fa/setup' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/users/2fa/enable',
    scenario: 'before setup',
    fresh: true,
    request: () => ({ method: 'POST', path: '/api/users/2fa/enable', json: { code: '123456' } }),
    expect: signedIn([400, accountMessages.TWO_FACTOR_NOT_SET_UP]),
  },
  {
    route: 'POST /api/users/2fa/disable',
    scenario: 'while it is off',
    fresh: true,
    request: (_world, self) => ({
      method: 'POST',
      path: '/api/users/2fa/disable',
      json: { password: self?.password ?? 'no password' },
    }),
    expect: signedIn([409, accountMessages.TWO_FACTOR_NOT_ON]),
  },
  // Only ever your own data (a fresh account each time: one export per ten minutes).
  {
    route: 'GET /api/users/me/export',
    fresh: true,
    request: () => ({ method: 'GET', path: '/api/users/me/export' }),
    expect: signedIn(200),
  },
  {
    route: 'DELETE /api/users/me',
    fresh: true,
    request: (_world, self) => ({
      method: 'DELETE',
      path: '/api/users/me',
      json: { password: self?.password ?? 'no password' },
    }),
    expect: signedIn(200),
  },
];

import { connectSocket, engines } from '@threads/server/test-support';
import { describe, expect, it } from 'vitest';
import { english } from '../../src/lib/i18n/phrases.js';
import { type HttpCase, movedOutcome, type Outcome, type Sender, senders } from './authorization-case.js';
import { httpMatrix } from './authorization-matrix.js';
import { sendAs } from './raw-request.js';
import { routeCatalog } from './route-catalog.js';
import { contractEvents, movedSocketOutcome, type SocketOutcome, socketMatrix } from './socket-matrix.js';
import type { Account, World } from './world.js';
import { useWorldServer } from './world-server.js';

function describeOutcome(outcome: Outcome): string {
  if (typeof outcome === 'number') return String(outcome);
  const [status, said] = outcome;
  return typeof said === 'string' ? `${status} ${said}` : `${status} ${english(said)} (${said.code})`;
}

function observed(expected: Outcome, status: number, body: any): string {
  if (typeof expected === 'number' || status !== expected[0]) return String(status);
  const text = `${status} ${body?.error ?? JSON.stringify(body)}`;
  return typeof expected[1] === 'string' ? text : `${text} (${body?.code})`;
}

/** Who sends the request: the actor's standing account, or a new one of its kind for requests that end it. */
async function accountFor(world: World, actor: Sender, fresh: boolean): Promise<Account | null> {
  if (actor === 'visitor') return null;
  if (!world.moved || !world.moveAway) throw new Error('world setup: no moved account');
  if (!fresh) return { other: world.carol, owner: world.alice, frozen: world.frank, moved: world.moved }[actor];
  const account = await world.signup();
  if (actor === 'frozen') await sendAs(world.url, account.cookie, { method: 'PUT', path: '/api/users/freeze' });
  if (actor === 'moved') await world.moveAway(account);
  return account;
}

async function walkHttpCase(world: World, row: HttpCase): Promise<string[]> {
  const mismatches: string[] = [];
  for (const actor of senders) {
    const self = await accountFor(world, actor, row.fresh ?? false);
    const request = await row.request(world, self);
    const response = await sendAs(world.url, self?.cookie ?? '', request);
    const expected = actor === 'moved' ? movedOutcome(row, request) : row.expect[actor];
    const got = observed(expected, response.status, response.body);
    const label = `${row.route}${row.scenario ? ` (${row.scenario})` : ''} as ${actor}`;
    if (got !== describeOutcome(expected))
      mismatches.push(`${label}: expected ${describeOutcome(expected)}, got ${got}`);
    if (response.status >= 500) mismatches.push(`${label}: server error ${response.status}`);
    if (response.status >= 400 && typeof response.body?.code !== 'string') {
      mismatches.push(`${label}: refusal ${response.status} without a code`);
    }
    if (row.private && actor !== 'owner' && response.status < 300 && !row.private(response.body, world)) {
      mismatches.push(`${label}: answer shows alice's private data`);
    }
  }
  return mismatches;
}

async function socketOutcome(world: World, actor: Sender, run: (typeof socketMatrix)[number]['run']) {
  const self = await accountFor(world, actor, false);
  const socket = await connectSocket(world.url, { cookie: self?.cookie }).catch(() => null);
  if (!socket || !self) return 'refused' satisfies SocketOutcome;
  try {
    return await run(world, socket, self);
  } finally {
    socket.close();
  }
}

describe.each(engines)('authorization matrix (%s)', (engine) => {
  const setup = useWorldServer(engine);

  it('has a row for every HTTP route the app registers', () => {
    const covered = new Set(httpMatrix.map((row) => row.route));
    const routes = routeCatalog(setup.server.app);
    expect(routes.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('answers every HTTP route as the table says, for every actor', async () => {
    const mismatches: string[] = [];
    for (const row of httpMatrix) mismatches.push(...(await walkHttpCase(setup.world, row)));
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('covers every socket event of the contract', () => {
    expect(socketMatrix.map((row) => row.event).sort()).toEqual([...contractEvents].sort());
  });

  it('handles every socket event as the table says, for every actor', async () => {
    const mismatches: string[] = [];
    for (const row of socketMatrix) {
      for (const actor of senders) {
        const outcome = await socketOutcome(setup.world, actor, row.run);
        const expected = actor === 'moved' ? movedSocketOutcome(row) : row.expect[actor];
        if (outcome !== expected) mismatches.push(`${row.event} as ${actor}: expected ${expected}, got ${outcome}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('refuses a socket that names another user', async () => {
    await expect(
      connectSocket(setup.world.url, { cookie: setup.world.alice.cookie, userId: setup.world.bob.id }),
    ).rejects.toThrow('userId does not match the logged-in user');
  });
});

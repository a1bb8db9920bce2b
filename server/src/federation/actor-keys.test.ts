import { exportJwk } from '@fedify/fedify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../db/ids.js';
import { eventually } from '../test/eventually.js';
import { startFederatedServer } from '../test/federated-server.js';
import { signUp } from '../test/people.js';
import { engines, startTestServer, type TestServer } from '../test/server.js';
import { ACTOR_KEYS } from './actor-key-jobs.js';
import { ActorKeys, type KeyPair } from './keys.js';
import { INSTANCE_ACTOR } from './urls.js';

describe.each(engines)('actor keys on %s', (engine) => {
  let server: TestServer;
  let unfederated: TestServer;
  beforeAll(async () => {
    [server, unfederated] = await Promise.all([
      startFederatedServer(engine, '127.0.0.2'),
      startTestServer(engine, { env: { RATE_LIMITS: 'off' } }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([server?.close(), unfederated?.close()]);
  });

  const keyRows = (owner: string, on = server) =>
    on.app.ctx.db
      .selectFrom('actor_keys')
      .select(['kind', 'public_jwk', 'created_at'])
      .where('owner', '=', owner)
      .orderBy('kind')
      .execute();

  it('are made by a job queued with the sign-up, so the first lookup of the person makes none', async () => {
    const maya = await signUp(server, 'Maya');
    const made = await eventually(
      async () => {
        const rows = await keyRows(maya.id);
        return rows.length === 2 ? rows : Promise.reject(new Error('keys not made yet'));
      },
      20_000,
      50,
    );
    expect(made.map((row) => row.kind)).toEqual(['ed25519', 'rsa']);
    // The job's row goes once its run has returned, a moment after the keys it made are committed.
    const jobs = () => server.app.ctx.db.selectFrom('jobs').select('id').where('kind', '=', ACTOR_KEYS).execute();
    await eventually(async () => expect(await jobs()).toEqual([]), 20_000, 50);

    const webfinger = await fetch(
      `${server.url}/.well-known/webfinger?resource=acct:${maya.username}@${new URL(server.url).host}`,
    );
    expect(webfinger.status).toBe(200);
    const actor = await fetch(`${server.url}/ap/users/${maya.id}`, {
      headers: { accept: 'application/activity+json' },
    });
    const document = (await actor.json()) as { publicKey: { publicKeyPem: string } };
    expect(document.publicKey.publicKeyPem).toContain('PUBLIC KEY');
    // The lookup read the keys the job made: the same two rows, unchanged.
    expect(await keyRows(maya.id)).toEqual(made);
  }, 60_000);

  it('are not queued when federation is off', async () => {
    const noor = await signUp(unfederated, 'Noor');
    const jobs = await unfederated.app.ctx.db
      .selectFrom('jobs')
      .select('kind')
      .where('subject', '=', noor.id)
      .execute();
    expect(jobs).toEqual([]);
    expect(await keyRows(noor.id, unfederated)).toEqual([]);
  });

  it('made on demand by two processes at once, are one pair of each kind', async () => {
    const owner = newId();
    const { db, clock } = server.app.ctx;
    const [first, second] = [new ActorKeys(db, clock), new ActorKeys(db, clock)];
    const answers = await Promise.all([first.pairsOf(owner), second.pairsOf(owner), first.pairsOf(owner)]);
    const publicKeys = await Promise.all(
      answers.map(async (pairs) => JSON.stringify(await Promise.all(pairs.map((pair) => exportJwk(pair.publicKey))))),
    );
    expect(new Set(publicKeys).size).toBe(1);
    const rows = await keyRows(owner);
    expect(rows.map((row) => row.kind)).toEqual(['ed25519', 'rsa']);
    const stored = rows.map((row) => JSON.parse(row.public_jwk));
    expect(JSON.parse(publicKeys[0] as string)).toEqual([stored[1], stored[0]]);
  }, 60_000);

  it('stay in memory for the most recently used actors only', async () => {
    const keys = new ActorKeys(server.app.ctx.db, server.app.ctx.clock, 1);
    const first = keys.pairsOf(INSTANCE_ACTOR);
    expect(keys.pairsOf(INSTANCE_ACTOR)).toBe(first);
    await keys.pairsOf(newId());
    // Pushed out by the other actor's: read again, the same keys.
    const again = keys.pairsOf(INSTANCE_ACTOR);
    expect(again).not.toBe(first);
    const publicJwks = async (pairs: Promise<KeyPair[]>) =>
      Promise.all((await pairs).map((pair) => exportJwk(pair.publicKey)));
    expect(await publicJwks(again)).toEqual(await publicJwks(first));
  }, 60_000);
});

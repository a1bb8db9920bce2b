import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context.js';
import type { ApiClient } from '../test/api-client.js';
import { createTestDatabase } from '../test/database.js';
import { eventually } from '../test/eventually.js';
import { signUp } from '../test/people.js';
import { engines, manualClock, startTestServer } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { LAST_SEEN_CHUNK, LAST_SEEN_PRECISION_MS } from './last-seen-writes.js';
import { writeLastSeen } from './sessions.js';
import { hashToken } from './tokens.js';

/** Counts the statements that update `sessions` (built or raw SQL), as their results come back. */
class SessionUpdates implements KyselyPlugin {
  count = 0;
  private readonly updates = new WeakSet<object>();
  transformQuery(args: PluginTransformQueryArgs) {
    const tree = JSON.stringify(args.node);
    const updatesSessions =
      /update sessions/i.test(tree) || (args.node.kind === 'UpdateQueryNode' && tree.includes('"sessions"'));
    if (updatesSessions) this.updates.add(args.queryId);
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    if (this.updates.has(args.queryId)) this.count++;
    return args.result;
  }
}

const tokenHashOf = (client: ApiClient) => hashToken(client.cookie.split('=')[1] ?? '');

async function lastSeenOf(ctx: AppContext, client: ApiClient): Promise<number | undefined> {
  const row = await ctx.db
    .selectFrom('sessions')
    .select('last_seen_at')
    .where('token_hash', '=', tokenHashOf(client))
    .executeTakeFirst();
  return row?.last_seen_at ?? undefined;
}

/** Longer than any test here: only the test's own flushes (and closing) write. */
const NEVER_MS = 60 * 60 * 1000;

const aRequest = async (client: ApiClient) => expect((await client.get('/api/users/me/aliases')).status).toBe(200);

describe.each(engines)('last-seen writes on %s', (engine) => {
  const time = manualClock();
  const updates = new SessionUpdates();
  const server = useTestServer(engine, { clock: time.clock, lastSeenFlushMs: NEVER_MS, env: { RATE_LIMITS: 'off' } });
  beforeAll(() => {
    server.app.ctx.db = server.app.ctx.db.withPlugin(updates);
  });
  const ctxOf = () => server.app.ctx;

  it('due requests write nothing; one flush writes every due session in one statement', async () => {
    const ctx = ctxOf();
    const people = await Promise.all(Array.from({ length: 12 }, () => signUp(server)));
    const before = await lastSeenOf(ctx, people[0]?.client as ApiClient);
    time.advance(LAST_SEEN_PRECISION_MS + 1000);
    await writeLastSeen(ctx);
    updates.count = 0;

    for (const person of people) {
      await aRequest(person.client);
      await aRequest(person.client);
    }
    expect(updates.count).toBe(0);
    for (const person of people) expect(await lastSeenOf(ctx, person.client)).toBe(before);

    await writeLastSeen(ctx);
    expect(updates.count).toBe(1);
    for (const person of people) expect(await lastSeenOf(ctx, person.client)).toBe(time.clock());
  });

  it('writes in statements of at most LAST_SEEN_CHUNK sessions; a time for a missing session adds nothing', async () => {
    const ctx = ctxOf();
    const rows = async () => (await ctx.db.selectFrom('sessions').select('token_hash').execute()).length;
    const count = await rows();
    for (let i = 0; i <= LAST_SEEN_CHUNK; i++) ctx.lastSeen.record(`missing-${i}`, time.clock());
    updates.count = 0;
    await writeLastSeen(ctx);
    expect(updates.count).toBe(2);
    expect(await rows()).toBe(count);
  });

  it('only moves last-seen forward by at least the precision (another process may have written it)', async () => {
    const ctx = ctxOf();
    const { client } = await signUp(server);
    const started = time.clock();
    ctx.lastSeen.record(tokenHashOf(client), started + LAST_SEEN_PRECISION_MS - 1);
    await writeLastSeen(ctx);
    expect(await lastSeenOf(ctx, client)).toBe(started);
    ctx.lastSeen.record(tokenHashOf(client), started - 1);
    await writeLastSeen(ctx);
    expect(await lastSeenOf(ctx, client)).toBe(started);
  });

  it('the sessions list shows a time recorded a moment ago', async () => {
    const { client } = await signUp(server);
    time.advance(LAST_SEEN_PRECISION_MS);
    await aRequest(client);
    const current = (await client.get('/api/users/sessions')).body.find((s: { current: boolean }) => s.current);
    expect(new Date(current.lastSeenAt).getTime()).toBe(time.clock());
  });

  it('a session ended before the write stays ended', async () => {
    const ctx = ctxOf();
    const { client } = await signUp(server);
    const hash = tokenHashOf(client);
    time.advance(LAST_SEEN_PRECISION_MS);
    await aRequest(client);
    expect((await client.post('/api/users/logout')).status).toBe(200);
    await writeLastSeen(ctx);
    expect(await ctx.db.selectFrom('sessions').select('token_hash').where('token_hash', '=', hash).execute()).toEqual(
      [],
    );
  });
});

describe.each(engines)('last-seen on its own on %s', (engine) => {
  const time = manualClock();
  const server = useTestServer(engine, { clock: time.clock, lastSeenFlushMs: 100 });

  it('writes what requests recorded every lastSeenFlushMs', async () => {
    const { client } = await signUp(server);
    time.advance(LAST_SEEN_PRECISION_MS);
    await aRequest(client);
    await eventually(async () => expect(await lastSeenOf(server.app.ctx, client)).toBe(time.clock()), 2000);
  });
});

describe.each(engines)('last-seen as the app closes on %s', (engine) => {
  it('closing writes what requests recorded', async () => {
    const time = manualClock();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-last-seen-'));
    const database = engine === 'postgres' ? await createTestDatabase({ migrated: true }) : undefined;
    const options = {
      clock: time.clock,
      lastSeenFlushMs: NEVER_MS,
      config: { dataDir },
      sharedDatabaseUrl: database?.url,
    };
    try {
      const first = await startTestServer(engine, options);
      const { client } = await signUp(first);
      time.advance(LAST_SEEN_PRECISION_MS);
      await aRequest(client);
      await first.close();

      const second = await startTestServer(engine, options);
      try {
        expect(await lastSeenOf(second.app.ctx, client)).toBe(time.clock());
      } finally {
        await second.close();
      }
    } finally {
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

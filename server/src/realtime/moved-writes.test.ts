import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, RootOperationNode } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { federationMessages } from '../federation/messages.js';
import { signUp } from '../test/people.js';
import { refusal } from '../test/refusal.js';
import { engines } from '../test/server.js';
import { connectSocket, type TestSocket } from '../test/sockets.js';
import { useTestServer } from '../test/use-test-server.js';

/** The operation tree of every statement run (tables named in it). */
class StatementTrees implements KyselyPlugin {
  trees: string[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.trees.push(JSON.stringify(args.node));
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}

describe.each(engines)("a moved person's socket writes, on %s", (engine) => {
  const server = useTestServer(engine, { env: { RATE_LIMITS: 'off' } });
  const open: TestSocket[] = [];
  afterAll(() => {
    for (const socket of open) socket.close();
  });

  it('cost no session read per event, even when the session cache no longer holds the session', async () => {
    const statements = new StatementTrees();
    const ctx = server.app.ctx;
    const [maya, lea] = [await signUp(server), await signUp(server)];
    const tab = await connectSocket(server.url, { cookie: maya.client.cookie });
    open.push(tab);
    const db = ctx.db;
    ctx.db = db.withPlugin(statements);
    try {
      for (let i = 0; i < 3; i++) {
        ctx.cache.caches.sessions.clear();
        const sent = await tab.request('sendMessage', { recipientId: lea.id, message: `hello ${i}` });
        expect(sent.message.text).toBe(`hello ${i}`);
      }
    } finally {
      ctx.db = db;
    }
    expect(statements.trees.filter((tree) => tree.includes('"sessions"'))).toEqual([]);
  });

  it('are refused on a tab opened before the move, as soon as the move is announced', async () => {
    const [maya, lea] = [await signUp(server), await signUp(server)];
    const tab = await connectSocket(server.url, { cookie: maya.client.cookie });
    open.push(tab);
    expect((await tab.request('sendMessage', { recipientId: lea.id, message: 'before' })).message.text).toBe('before');
    server.app.ctx.events.emit('person.moved', { userId: maya.id });
    expect(await tab.request('sendMessage', { recipientId: lea.id, message: 'after' })).toEqual(
      refusal(federationMessages.ACCOUNT_MOVED),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.js';
import { type FederatedPair, startFederatedPair } from '../test/federated-server.js';
import { type Person, signUp } from '../test/people.js';
import { refusal as refusalBody } from '../test/refusal.js';
import { engines } from '../test/server.js';
import { connectSocket, type TestSocket } from '../test/sockets.js';
import { federationMessages } from './messages.js';

const AP = { accept: 'application/activity+json' };
const PASSWORD = 'correct horse battery';

interface Actor {
  alsoKnownAs?: string;
  movedTo?: string;
}

describe.each(engines)('moving our account to another server, and aliases (A on %s)', (engine) => {
  let pair: FederatedPair;
  let lea: Person;
  let leaTab: TestSocket;
  /** A tab of Maya's open before her move, and the conversation she had started with Lea from it. */
  let mayaTab: TestSocket;
  let conversationId: string;
  beforeAll(async () => {
    pair = await startFederatedPair(engine);
    lea = await signUp(pair.a, 'Lea');
    leaTab = await connectSocket(pair.a.url, { cookie: lea.client.cookie });
    mayaTab = await connectSocket(pair.a.url, { cookie: pair.maya.client.cookie });
    const sent = await mayaTab.request('sendMessage', { recipientId: lea.id, message: 'moving soon' });
    conversationId = sent.message.conversationId;
  }, 120_000);
  afterAll(async () => {
    leaTab?.close();
    mayaTab?.close();
    await pair?.close();
  });

  const refusal = (status: number, code: string) => ({ status, body: { error: expect.any(String), code } });
  const answer = async (promise: Promise<{ status: number; body: unknown }>) => {
    const { status, body } = await promise;
    return { status, body };
  };

  it('refuses a move the new account does not confirm, a wrong password, our own server and unknown accounts', async () => {
    const hostB = new URL(pair.b.url).host;
    const hostA = new URL(pair.a.url).host;
    const kim = pair.b.client();
    await kim.signup({ username: 'kim' });
    const move = (target: string, password = PASSWORD) =>
      answer(pair.maya.client.post('/api/users/me/move', { target, password }));
    expect(await move(`@kim@${hostB}`)).toEqual(refusal(409, 'MOVE_ALIAS_MISSING'));
    expect(await move(`@kim@${hostB}`, 'not my password')).toEqual(refusal(400, 'PASSWORD_WRONG'));
    expect(await move(`@ben@${hostA}`)).toEqual(refusal(400, 'ACCOUNT_OURS'));
    expect(await move('not an account')).toEqual(refusal(400, 'ACCOUNT_ADDRESS_INVALID'));
    expect(await move(`@nobody@${hostB}`)).toEqual(refusal(404, 'ACCOUNT_NOT_FOUND'));
    const tooMany = Array.from({ length: 6 }, (_, i) => `@p${i}@${hostB}`);
    expect(await answer(kim.put('/api/users/me/aliases', { aliases: tooMany }))).toEqual(
      refusal(400, 'ALIASES_TOO_MANY'),
    );
    expect(await answer(kim.put('/api/users/me/aliases', { aliases: ['x'] }))).toEqual(
      refusal(400, 'ACCOUNT_ADDRESS_INVALID'),
    );
    expect(await answer(pair.a.client().get('/api/users/me/aliases'))).toEqual(refusal(401, 'LOGIN_REQUIRED'));
    expect((await pair.maya.client.get('/api/users/me/aliases')).body).toEqual({ aliases: [], movedTo: null });
  }, 60_000);

  it('Maya moves to her new account on B: its alias confirms it, her actor names it, Ben now follows the new one', async () => {
    const hostA = new URL(pair.a.url).host;
    const hostB = new URL(pair.b.url).host;
    const newMaya = pair.b.client();
    const mayaOnB = await newMaya.signup({ username: 'mayanew' });
    const aliased = await newMaya.put('/api/users/me/aliases', { aliases: [`@maya@${hostA}`] });
    expect(aliased.status).toBe(200);
    const mayaActor = `${pair.a.url}/ap/users/${pair.maya.id}`;
    expect(aliased.body).toEqual({ aliases: [{ uri: mayaActor, username: `maya@${hostA}` }], movedTo: null });
    const newActor = (await (await fetch(`${pair.b.url}/ap/users/${mayaOnB._id}`, { headers: AP })).json()) as Actor;
    expect(newActor.alsoKnownAs).toBe(mayaActor);

    const moved = await pair.maya.client.post('/api/users/me/move', {
      target: `@mayanew@${hostB}`,
      password: PASSWORD,
    });
    expect(moved.status).toBe(200);
    const newUri = `${pair.b.url}/ap/users/${mayaOnB._id}`;
    expect(moved.body.movedTo).toEqual({ uri: newUri, username: `mayanew@${hostB}` });
    const oldActor = (await (await fetch(mayaActor, { headers: AP })).json()) as Actor;
    expect(oldActor.movedTo).toBe(newUri);

    expect(
      await answer(pair.maya.client.post('/api/posts/create', { postedBy: pair.maya.id, text: 'still here?' })),
    ).toEqual(refusal(403, 'ACCOUNT_MOVED'));
    expect(
      await answer(pair.maya.client.post('/api/users/me/move', { target: `@mayanew@${hostB}`, password: PASSWORD })),
    ).toEqual(refusal(409, 'ACCOUNT_MOVED'));
    expect((await pair.maya.client.get('/api/users/me/aliases')).body.movedTo.uri).toBe(newUri);
    expect((await pair.a.client().get('/api/users/profile/maya')).body.movedTo).toBe(`mayanew@${hostB}`);

    await eventually(
      async () => {
        const profile = (await pair.ben.client.get(`/api/users/profile/${mayaOnB._id}`)).body;
        if (!profile.followers.includes(pair.ben.id)) throw new Error('Ben does not follow her new account yet');
      },
      30_000,
      100,
    );
    const old = (await pair.ben.client.get(`/api/users/profile/${pair.mayaOnB}`)).body;
    expect(old.followers).not.toContain(pair.ben.id);
  }, 90_000);

  it('refuses her socket writes too, on a tab opened before the move and on one opened after', async () => {
    const later = await connectSocket(pair.a.url, { cookie: pair.maya.client.cookie });
    const moved = refusalBody(federationMessages.ACCOUNT_MOVED);
    for (const tab of [mayaTab, later]) {
      expect(await tab.request('sendMessage', { recipientId: lea.id, message: 'still here?' })).toEqual(moved);
      expect(await tab.request('typing', { conversationId })).toEqual(moved);
      expect(await tab.request('markMessagesAsSeen', { conversationId, userId: lea.id })).toEqual(moved);
    }
    later.close();
    // Lea's side: only the message from before the move, and no typing.
    const thread = await lea.client.get(`/api/messages/${pair.maya.id}`);
    expect((thread.body as { text: string }[]).map((message) => message.text)).toEqual(['moving soon']);
    expect(leaTab.all('typing')).toEqual([]);
    // Her HTTP chat write is refused the same way.
    const viaHttp = await pair.maya.client.post('/api/messages', { recipientId: lea.id, message: 'by http?' });
    expect({ status: viaHttp.status, body: viaHttp.body }).toEqual({ status: 403, body: moved });
  }, 60_000);
});

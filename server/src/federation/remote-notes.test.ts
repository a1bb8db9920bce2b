import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client.js';
import { eventually } from '../test/eventually.js';
import { type FederatedPair, startFederatedPair } from '../test/federated-server.js';
import { AS_PUBLIC, sendActivity } from '../test/send-activity.js';
import { engines } from '../test/server.js';

let serial = 0;

describe.each(engines)('notes another server sends (A on %s)', (engine) => {
  let pair: FederatedPair;
  let carl: { _id: string; client: ApiClient };
  let zoe: { _id: string };
  beforeAll(async () => {
    pair = await startFederatedPair(engine);
    const client = pair.b.client();
    carl = { ...(await client.signup({ name: 'Carl', username: 'carl' })), client };
    zoe = await pair.a.client().signup({ name: 'Zoe', username: 'zoe' });
  }, 120_000);
  afterAll(() => pair?.close());

  const actor = (id: string) => `${pair.a.url}/ap/users/${id}`;
  const inbox = () => `${pair.b.url}/ap/inbox`;
  const newNoteId = () => `${pair.a.url}/ap/posts/crafted-${engine}-${++serial}`;
  const note = (id: string, content: string, extra: Record<string, unknown> = {}, by = pair.maya.id) => ({
    id,
    type: 'Note',
    attributedTo: actor(by),
    content,
    to: [AS_PUBLIC],
    cc: [`${actor(by)}/followers`],
    ...extra,
  });
  const send = (activity: Record<string, unknown>, by = pair.maya.id) =>
    sendActivity(pair.a, by, inbox(), { actor: actor(by), ...activity });
  const create = (object: Record<string, unknown>, by?: string) =>
    send({ id: `${object.id}#create-${++serial}`, type: 'Create', object }, by);
  const stored = async (uri: string) =>
    pair.b.app.ctx.db.selectFrom('posts').selectAll().where('uri', '=', uri).executeTakeFirst();
  const storedSoon = (uri: string) =>
    eventually(async () => (await stored(uri)) ?? Promise.reject(new Error(`${uri} not stored`)), 30_000, 100);
  /** Waits until B has taken in every activity about these notes, then a moment for its listener. */
  const settled = async (uris: string[]) => {
    await eventually(
      async () => {
        const rows = await pair.b.app.ctx.db
          .selectFrom('received_activities')
          .select('object_uri')
          .where('object_uri', 'in', uris)
          .execute();
        expect(new Set(rows.map((r) => r.object_uri)).size).toBe(uris.length);
      },
      30_000,
      100,
    );
    await sleep(500);
  };

  it('keeps a long note whole and drops hostile HTML', async () => {
    const id = newNoteId();
    const words = 'Wheel-thrown, then trimmed. '.repeat(30);
    await create(note(id, `<p>${words}</p><script>alert(1)</script><p><a href="javascript:x()">x</a> #Kiln</p>`));
    const post = await storedSoon(id);
    expect(post.text.length).toBeGreaterThan(500);
    expect(post.text).toBe(`${words.trimEnd()}\n\nx #Kiln`);
  }, 60_000);

  it('is idempotent by activity id and by note id; a Delete that came first wins', async () => {
    const twice = newNoteId();
    const activity = { id: `${twice}#create`, type: 'Create', object: note(twice, '<p>once</p>') };
    await send(activity);
    await send(activity);
    await create(note(twice, '<p>once, sent again</p>'));
    const late = newNoteId();
    await send({ id: `${late}#delete`, type: 'Delete', object: { id: late, type: 'Tombstone' } });
    await create(note(late, '<p>too late</p>'));
    await settled([twice, late]);
    const rows = await pair.b.app.ctx.db.selectFrom('posts').select('text').where('uri', '=', twice).execute();
    expect(rows).toEqual([{ text: 'once' }]);
    expect(await stored(late)).toBeUndefined();
  }, 60_000);

  it('shows a followers-only note to her followers here only, and refuses a direct one', async () => {
    const limited = newNoteId();
    await create(note(limited, '<p>for followers</p>', { to: [`${actor(pair.maya.id)}/followers`], cc: [] }));
    const post = await storedSoon(limited);
    expect(post.followers_only).toBe(1);
    expect((await pair.ben.client.get(`/api/posts/${post.id}`)).status).toBe(200);
    expect((await carl.client.get(`/api/posts/${post.id}`)).status).toBe(404);
    expect((await pair.b.client().get(`/api/posts/${post.id}`)).status).toBe(404);
    const host = new URL(pair.a.url).host;
    const onProfile = (await carl.client.get(`/api/posts/user/maya@${host}`)).body as { _id: string }[];
    expect(onProfile.map((p) => p._id)).not.toContain(post.id);
    const toFollower = (await pair.ben.client.get(`/api/posts/user/maya@${host}`)).body as { _id: string }[];
    expect(toFollower.map((p) => p._id)).toContain(post.id);

    const direct = newNoteId();
    const benActor = `${pair.b.url}/ap/users/${pair.ben.id}`;
    await create(note(direct, '<p>psst</p>', { to: [benActor], cc: [], tag: [{ type: 'Mention', href: benActor }] }));
    await settled([direct]);
    expect(await stored(direct)).toBeUndefined();
  }, 60_000);

  it('takes a stranger’s note only when it mentions one of ours, who is told; never one written by someone else', async () => {
    const carlActor = `${pair.b.url}/ap/users/${carl._id}`;
    const mention = newNoteId();
    const bHost = new URL(pair.b.url).host;
    const tag = [{ type: 'Mention', href: carlActor, name: `@carl@${bHost}` }];
    await create(
      note(
        mention,
        `<p><a href="${pair.b.url}/carl" class="mention">@carl</a> hi</p>`,
        { tag, cc: [carlActor] },
        zoe._id,
      ),
      zoe._id,
    );
    const ignored = newNoteId();
    await create(note(ignored, '<p>nobody here follows me</p>', {}, zoe._id), zoe._id);
    const forged = newNoteId();
    await create(note(forged, '<p>in Zoe’s name</p>', { attributedTo: actor(zoe._id), tag, cc: [carlActor] }));
    const post = await storedSoon(mention);
    expect(post.text).toBe(`@carl@${bHost} hi`);
    await settled([ignored, forged]);
    expect(await stored(ignored)).toBeUndefined();
    expect(await stored(forged)).toBeUndefined();
    const notes = (await carl.client.get('/api/notifications')).body as { type: string; message: string }[];
    expect(notes).toContainEqual(expect.objectContaining({ type: 'mention' }));
    expect(notes.find((n) => n.type === 'mention')?.message).toContain(`zoe@${new URL(pair.a.url).host}`);
  }, 60_000);

  it('shows an Article and a Page by their title and link, and a Question with its options', async () => {
    const article = newNoteId();
    await create({ ...note(article, '<p>The body.</p>'), type: 'Article', name: 'On kilns', url: `${pair.a.url}/a/1` });
    const page = newNoteId();
    await create({ ...note(page, '<p>Opening hours.</p>'), type: 'Page', name: 'Studio', url: `${pair.a.url}/p/1` });
    const question = newNoteId();
    const oneOf = [
      { type: 'Note', name: 'Red' },
      { type: 'Note', name: 'Blue' },
    ];
    await create({ ...note(question, '<p>Which glaze?</p>'), type: 'Question', oneOf });
    expect((await storedSoon(article)).text).toBe(`On kilns\n\n${pair.a.url}/a/1\n\nThe body.`);
    expect((await storedSoon(question)).text).toBe('Which glaze?\n\n○ Red\n○ Blue');
    expect((await storedSoon(page)).text).toBe(`Studio\n\n${pair.a.url}/p/1\n\nOpening hours.`);
  }, 60_000);

  it('applies an Update of her profile, and a Delete of Zoe’s account erases her and her posts here', async () => {
    const person = (await (
      await fetch(actor(pair.maya.id), { headers: { accept: 'application/activity+json' } })
    ).json()) as Record<string, unknown>;
    const { '@context': context, ...fields } = person;
    await send({
      '@context': context,
      id: `${actor(pair.maya.id)}#update-${++serial}`,
      type: 'Update',
      object: { ...fields, name: 'Maya R.' },
    });
    const maya = async () =>
      pair.b.app.ctx.db.selectFrom('users').selectAll().where('id', '=', pair.mayaOnB).executeTakeFirst();
    await eventually(async () => expect((await maya())?.name).toBe('Maya R.'), 30_000, 100);

    const zoeOnB = async () =>
      pair.b.app.ctx.db.selectFrom('users').select('id').where('actor_uri', '=', actor(zoe._id)).executeTakeFirst();
    expect(await zoeOnB()).toBeDefined();
    await send({ id: `${actor(zoe._id)}#delete`, type: 'Delete', object: actor(zoe._id) }, zoe._id);
    await eventually(async () => expect(await zoeOnB()).toBeUndefined(), 30_000, 100);
    const left = await pair.b.app.ctx.db
      .selectFrom('posts')
      .select('id')
      .where('uri', 'like', `${pair.a.url}/ap/posts/crafted-%`)
      .where('text', 'like', '%hi')
      .execute();
    expect(left).toEqual([]);
  }, 60_000);
});

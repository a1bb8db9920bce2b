import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.js';
import { type FederatedPair, startFederatedPair } from '../test/federated-server.js';
import { formWith, pngImage } from '../test/media-files.js';
import { engines } from '../test/server.js';

const AP = { accept: 'application/activity+json' };

describe.each(engines)('our posts delivered to another server (A on %s)', (engine) => {
  let pair: FederatedPair;
  beforeAll(async () => {
    pair = await startFederatedPair(engine);
  });
  afterAll(() => pair?.close());

  const received = async () =>
    pair.b.app.ctx.db
      .selectFrom('received_activities')
      .select(['type', 'object_uri', 'actor_uri'])
      .where('type', '!=', 'Accept')
      .orderBy('id')
      .execute();
  const queued = async () =>
    (await pair.a.app.ctx.db.selectFrom('jobs').select('kind').where('kind', 'like', 'federation.%').execute()).length;

  it('creates, edits, reposts and deletes reach B’s inbox signed, verified, once each and in order', async () => {
    const { a, maya, ben } = pair;
    const bHost = new URL(pair.b.url).host;
    const img = { bytes: await pngImage(), name: 'clay.png', type: 'image/png' };
    const form = formWith({
      postedBy: maya.id,
      text: `A new bowl for @ben@${bHost} #Pottery`,
      img,
      imgAlt: 'A blue bowl',
      spoiler: 'Glaze talk',
    });
    const created = await maya.client.post('/api/posts/create', form);
    expect(created.status).toBe(201);
    const postId = created.body._id as string;
    const noteId = `${a.url}/ap/posts/${postId}`;
    expect((await maya.client.put(`/api/posts/${postId}`, { text: 'A new bowl #Pottery, edited' })).status).toBe(200);
    const other = (await maya.client.post('/api/posts/create', { postedBy: maya.id, text: 'to be reposted' })).body;
    expect((await maya.client.post('/api/posts/repost', { postId: other._id })).status).toBe(201);
    const reply = await maya.client.put(`/api/posts/reply/${other._id}`, { text: 'and a reply' });
    expect(reply.status).toBe(201);
    expect((await maya.client.delete(`/api/posts/${postId}`)).status).toBe(200);

    // A delivery refused while the machine is busy is retried 15 s later.
    await eventually(async () => expect(await queued()).toBe(0), 60_000, 100);
    const mayaActor = `${a.url}/ap/users/${maya.id}`;
    await eventually(
      async () =>
        expect(await received()).toEqual([
          { type: 'Create', object_uri: noteId, actor_uri: mayaActor },
          { type: 'Update', object_uri: noteId, actor_uri: mayaActor },
          { type: 'Create', object_uri: `${a.url}/ap/posts/${other._id}`, actor_uri: mayaActor },
          { type: 'Announce', object_uri: `${a.url}/ap/posts/${other._id}`, actor_uri: mayaActor },
          { type: 'Create', object_uri: `${a.url}/ap/posts/${reply.body._id}`, actor_uri: mayaActor },
          { type: 'Delete', object_uri: noteId, actor_uri: mayaActor },
        ]),
      30_000,
      100,
    );
    expect(ben.id).toBeTruthy();
  }, 120_000);

  it('serves a post as a Note with its image, alt text, warning, mention and hashtag', async () => {
    const { a, maya, mayaOnB } = pair;
    const bHost = new URL(pair.b.url).host;
    const img = { bytes: await pngImage(), name: 'clay.png', type: 'image/png' };
    const form = formWith({ postedBy: maya.id, text: `Hi @ben@${bHost} #Clay`, img, imgAlt: 'A cup', spoiler: 'Mud' });
    const postId = (await maya.client.post('/api/posts/create', form)).body._id;
    await eventually(async () => expect(await queued()).toBe(0), 30_000, 100);
    const note = (await (await fetch(`${a.url}/ap/posts/${postId}`, { headers: AP })).json()) as {
      tag: unknown;
      content: string;
    };
    expect(note).toMatchObject({
      type: 'Note',
      summary: 'Mud',
      sensitive: true,
      attachment: { type: 'Document', mediaType: 'image/webp', name: 'A cup', width: expect.any(Number) },
    });
    const tags = [note.tag].flat();
    expect(tags).toContainEqual({ type: 'Hashtag', href: `${a.url}/tag/clay`, name: '#clay' });
    expect(tags).toContainEqual(expect.objectContaining({ type: 'Mention', name: `@ben@${bHost}` }));
    expect(note.content).toContain('class="u-url mention"');
    expect(mayaOnB).toBeTruthy();
  });
});

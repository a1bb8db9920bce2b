import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.js';
import { FakeRemote } from '../test/fake-remote.js';
import { type FederatedPair, startFederatedPair } from '../test/federated-server.js';
import { engines } from '../test/server.js';
import { MAX_REPLY_PAGES, THREAD_FETCH } from './thread-fetch.js';

const AP = { accept: 'application/activity+json' };
const PUBLIC = 'https://www.w3.org/ns/activitystreams#Public';

interface Served {
  type: string;
  replies: string;
  totalItems: number;
  first: string;
  next?: string;
  items: string | string[];
}

describe.each(engines)('replies collections, served and read (A on %s)', (engine) => {
  let pair: FederatedPair;
  let hostile: FakeRemote;
  beforeAll(async () => {
    [pair, hostile] = await Promise.all([startFederatedPair(engine), new FakeRemote().start('127.0.0.4')]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([pair?.close(), hostile?.close()]);
  });

  const apGet = async (url: string) => (await (await fetch(url, { headers: AP })).json()) as Served;
  const jobsLeft = async () =>
    (await pair.b.app.ctx.db.selectFrom('jobs').select('id').where('kind', '=', THREAD_FETCH).execute()).length;

  it('a note’s replies are a paged collection of its public replies’ ids, without suspended authors', async () => {
    const lea = pair.a.client();
    await lea.signup({ name: 'Lea', username: 'lea' });
    const top = (await pair.maya.client.post('/api/posts/create', { postedBy: pair.maya.id, text: 'Kiln day' })).body;
    const ids: string[] = [];
    for (let i = 0; i < 41; i++)
      ids.push((await lea.put(`/api/posts/reply/${top._id}`, { text: `glaze ${i}` })).body._id);
    const note = await apGet(`${pair.a.url}/ap/posts/${top._id}`);
    expect(note.replies).toBe(`${pair.a.url}/ap/posts/${top._id}/replies`);
    const collection = await apGet(note.replies);
    expect(collection).toMatchObject({ type: 'Collection', totalItems: 41 });
    const first = await apGet(collection.first);
    expect(first.type).toBe('CollectionPage');
    expect(first.items).toHaveLength(40);
    const second = await apGet(first.next ?? '');
    // A page of one item has it as a lone value (JSON-LD compaction).
    expect([first.items, second.items].flat()).toEqual(ids.map((id) => `${pair.a.url}/ap/posts/${id}`));
    expect(second.next).toBeUndefined();

    const noah = pair.a.client();
    await noah.signup({ name: 'Noah', username: 'noah' });
    await noah.put(`/api/posts/reply/${top._id}`, { text: 'soon suspended' });
    await pair.a.app.ctx.db
      .updateTable('users')
      .set({ suspended_at: Date.now() })
      .where('username', '=', 'noah')
      .execute();
    expect((await apGet(note.replies)).totalItems).toBe(41);
  }, 120_000);

  it('opening a remote thread here brings the replies its server lists, over two pages, once in a while', async () => {
    const lea = pair.a.client();
    await lea.signup({ name: 'Ada', username: 'ada' });
    const top = (await pair.maya.client.post('/api/posts/create', { postedBy: pair.maya.id, text: 'Wheel or hand?' }))
      .body;
    for (let i = 0; i < 42; i++) await lea.put(`/api/posts/reply/${top._id}`, { text: `wheel ${i}` });
    const uri = `${pair.a.url}/ap/posts/${top._id}`;
    const db = pair.b.app.ctx.db;
    const onB = await eventually(
      async () =>
        (await db.selectFrom('posts').selectAll().where('uri', '=', uri).executeTakeFirst()) ??
        Promise.reject(new Error('not yet')),
      30_000,
      100,
    );
    expect((await pair.ben.client.get(`/api/posts/${onB.id}/thread`)).body.post.replyCount).toBe(0);
    const thread = await eventually(
      async () => {
        const body = (await pair.ben.client.get(`/api/posts/${onB.id}/thread`)).body;
        if (body.post.replyCount < 42) throw new Error(`${body.post.replyCount} replies yet`);
        return body;
      },
      60_000,
      300,
    );
    expect(thread.replies[0].post).toMatchObject({
      text: 'wheel 41',
      postedBy: { username: `ada@${new URL(pair.a.url).host}` },
    });

    await eventually(async () => expect(await jobsLeft()).toBe(0), 10_000, 100);
    await lea.put(`/api/posts/reply/${top._id}`, { text: 'too late for this visit' });
    await pair.ben.client.get(`/api/posts/${onB.id}/thread`);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await jobsLeft()).toBe(0);
    expect((await pair.ben.client.get(`/api/posts/${onB.id}/thread`)).body.post.replyCount).toBe(42);
  }, 150_000);

  it('a hostile server’s endless or looping `next` is read a few pages deep, then left', async () => {
    const eve = hostile.addActor('eve');
    const note = (n: string, first: string) => ({
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${hostile.origin}/notes/${n}`,
      type: 'Note',
      attributedTo: eve.id,
      content: `<p>Thread ${n}</p>`,
      to: [PUBLIC],
      published: new Date().toISOString(),
      replies: { id: `${hostile.origin}/notes/${n}/replies`, type: 'Collection', first },
    });
    const page = (path: string, next: string, items: string[]) =>
      hostile.serveJson(path, {
        '@context': 'https://www.w3.org/ns/activitystreams',
        id: `${hostile.origin}${path}`,
        type: 'CollectionPage',
        next: `${hostile.origin}${next}`,
        items,
      });
    hostile.serveJson('/notes/endless', note('endless', `${hostile.origin}/pages/0`));
    for (let i = 0; i < 30; i++)
      page(`/pages/${i}`, `/pages/${i + 1}`, [`${hostile.origin}/r/${i}`, `${hostile.origin}/r/0`]);
    hostile.serveJson('/notes/looping', note('looping', `${hostile.origin}/loop`));
    page('/loop', '/loop', [`${hostile.origin}/r/loop`]);

    for (const name of ['endless', 'looping']) {
      const resolved = await pair.ben.client.get(
        `/api/federation/resolve?url=${encodeURIComponent(`${hostile.origin}/notes/${name}`)}`,
      );
      expect(resolved.body).toMatchObject({ type: 'post' });
      expect((await pair.ben.client.get(`/api/posts/${resolved.body._id}/thread`)).status).toBe(200);
    }
    const pagesRead = () => hostile.fetched.filter((path) => path.startsWith('/pages/'));
    await eventually(async () => expect(hostile.fetched).toContain('/r/loop'), 30_000, 100);
    await eventually(async () => expect(await jobsLeft()).toBe(0), 30_000, 100);
    expect(pagesRead()).toEqual(Array.from({ length: MAX_REPLY_PAGES }, (_, i) => `/pages/${i}`));
    expect(hostile.fetched.filter((path) => path === '/loop')).toHaveLength(1);
    expect(hostile.fetched.filter((path) => path === '/r/0')).toHaveLength(1);
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.js';
import { FakeRemote } from '../test/fake-remote.js';
import { type FederatedPair, startFederatedPair } from '../test/federated-server.js';
import { engines } from '../test/server.js';
import { MAX_REPLY_DEPTH, MAX_REPLY_PAGES, THREAD_FETCH } from './thread-fetch.js';

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

  it('opening a remote thread brings replies of replies, MAX_REPLY_DEPTH levels down, threaded', async () => {
    const ida = pair.a.client();
    await ida.signup({ name: 'Ida', username: 'ida' });
    const top = (await pair.maya.client.post('/api/posts/create', { postedBy: pair.maya.id, text: 'Glaze test' })).body;
    const chain: string[] = [top._id];
    for (let i = 1; i <= MAX_REPLY_DEPTH + 1; i++)
      chain.push((await ida.put(`/api/posts/reply/${chain[i - 1]}`, { text: `level ${i}` })).body._id);
    const db = pair.b.app.ctx.db;
    const onB = async (id: string) =>
      db.selectFrom('posts').selectAll().where('uri', '=', `${pair.a.url}/ap/posts/${id}`).executeTakeFirst();
    const topOnB = await eventually(
      async () => (await onB(top._id)) ?? Promise.reject(new Error('not yet')),
      30_000,
      100,
    );
    await pair.ben.client.get(`/api/posts/${topOnB.id}/thread`);
    const deepest = await eventually(
      async () => (await onB(chain[MAX_REPLY_DEPTH] as string)) ?? Promise.reject(new Error('not yet')),
      60_000,
      200,
    );
    await eventually(async () => expect(await jobsLeft()).toBe(0), 30_000, 100);
    expect(await onB(chain[MAX_REPLY_DEPTH + 1] as string)).toBeUndefined();
    // Each level under the one above it, all in the opened post's thread.
    let above = topOnB.id;
    for (const id of chain.slice(1, MAX_REPLY_DEPTH + 1)) {
      const row = await onB(id);
      expect(row).toMatchObject({ reply_to: above, thread_root: topOnB.id });
      above = row?.id as string;
    }
    expect(deepest.id).toBe(above);
    const thread = (await pair.ben.client.get(`/api/posts/${topOnB.id}/thread`)).body;
    expect(thread.post.replyCount).toBe(1);
    expect(thread.replies[0].replies.map((r: { text: string }) => r.text)).toEqual(['level 2']);
  }, 150_000);

  it('a long chain of missing ancestors is fetched further when the thread is opened; a loop of replies ends', async () => {
    const zed = hostile.addActor('zed');
    const note = (n: string, inReplyTo: string | null) =>
      hostile.serveJson(`/chain/${n}`, {
        '@context': 'https://www.w3.org/ns/activitystreams',
        id: `${hostile.origin}/chain/${n}`,
        type: 'Note',
        attributedTo: zed.id,
        inReplyTo: inReplyTo && `${hostile.origin}/chain/${inReplyTo}`,
        content: `<p>Step ${n}</p>`,
        to: [PUBLIC],
        published: new Date().toISOString(),
      });
    for (let i = 0; i < 15; i++) note(String(i), i === 0 ? null : String(i - 1));
    note('loop-a', 'loop-b');
    note('loop-b', 'loop-a');
    const db = pair.b.app.ctx.db;
    const stored = async (n: string) =>
      db.selectFrom('posts').selectAll().where('uri', '=', `${hostile.origin}/chain/${n}`).executeTakeFirst();
    const resolve = (n: string) =>
      pair.ben.client.get(`/api/federation/resolve?url=${encodeURIComponent(`${hostile.origin}/chain/${n}`)}`);

    // Pasted here: the note and 9 ancestors; the 10th up keeps its missing parent's id.
    const last = await resolve('14');
    expect(last.body).toMatchObject({ type: 'post' });
    expect(await stored('4')).toBeUndefined();
    expect(await stored('5')).toMatchObject({ reply_to: null, reply_to_uri: `${hostile.origin}/chain/4` });
    // Opened: the rest of the chain comes, and the thread starts at its first note.
    await pair.ben.client.get(`/api/posts/${last.body._id}/thread`);
    const first = await eventually(
      async () => (await stored('0')) ?? Promise.reject(new Error('not yet')),
      30_000,
      100,
    );
    await eventually(async () => expect(await jobsLeft()).toBe(0), 30_000, 100);
    expect(await stored('5')).toMatchObject({
      reply_to: (await stored('4'))?.id,
      thread_root: first.id,
      reply_to_uri: null,
    });
    const thread = (await pair.ben.client.get(`/api/posts/${last.body._id}/thread`)).body;
    expect(thread.ancestors[0]._id).toBe(first.id);
    expect(thread.ancestors).toHaveLength(14);

    // Two notes answering each other: each climbed to once (the pasted one read first by the search too),
    // stored as a chain, and both threads open.
    const loop = await resolve('loop-a');
    expect(loop.body).toMatchObject({ type: 'post' });
    expect(hostile.fetched.filter((path) => path === '/chain/loop-a')).toHaveLength(2);
    expect(hostile.fetched.filter((path) => path === '/chain/loop-b')).toHaveLength(1);
    const [a, b] = [await stored('loop-a'), await stored('loop-b')];
    expect(a).toMatchObject({ reply_to: b?.id, thread_root: b?.id });
    expect(b).toMatchObject({ reply_to: null, thread_root: null });
    expect((await pair.ben.client.get(`/api/posts/${b?.id}/thread`)).status).toBe(200);
    await eventually(async () => expect(await jobsLeft()).toBe(0), 30_000, 100);
    expect((await pair.ben.client.get(`/api/posts/${a?.id}/thread`)).status).toBe(200);
  }, 150_000);
});

import { parseNodeInfo } from '@fedify/fedify';
import {
  Document,
  Hashtag,
  Mention,
  Note,
  OrderedCollection,
  OrderedCollectionPage,
  Person,
  PUBLIC_COLLECTION,
} from '@fedify/vocab';
import { type DocumentLoader, preloadedContexts } from '@fedify/vocab-runtime';
import { isBlurhashValid } from 'blurhash';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFederatedServer } from '../../test/federated-server.js';
import { formWith, pngImage } from '../../test/media-files.js';
import { engines, type TestServer } from '../../test/server.js';

const AP = { accept: 'application/activity+json' };

/** Node 20 has no Array.fromAsync. */
async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/**
 * The documents we serve, read by Fedify's vocabulary (`fromJsonLd`, as any Fedify server reads them: JSON-LD
 * expanded with the standard contexts only, nothing else fetched) and held to the fields Mastodon's spec pages
 * say it uses: https://docs.joinmastodon.org/spec/activitypub/ ("Status federation", "Profile federation",
 * "Public key", "Hashtags", "Blurhash", "Sensitive content", "Quote posts") and
 * https://docs.joinmastodon.org/spec/webfinger/ ("Mastodon's requirements for WebFinger"); NodeInfo by the
 * 2.1 schema, with Fedify's parser.
 */
describe.each(engines)('the documents we serve, read by Fedify’s vocabulary (%s)', (engine) => {
  let server: TestServer;
  let maya: { _id: string };
  let postId: string;
  let replyId: string;
  let quoteId: string;
  beforeAll(async () => {
    server = await startFederatedServer(engine, '127.0.0.2');
    const client = server.client();
    maya = await client.signup({ name: 'Maya Lin', username: 'maya' });
    await client.put(`/api/users/update/${maya._id}`, { bio: 'Potter' });
    await server.client().signup({ username: 'ben' });
    const img = { bytes: await pngImage(), name: 'bowl.png', type: 'image/png' };
    const form = formWith({
      postedBy: maya._id,
      text: 'A bowl for @ben #Pottery',
      img,
      imgAlt: 'A blue bowl',
      spoiler: 'Glaze',
    });
    postId = (await client.post('/api/posts/create', form)).body._id;
    replyId = (await client.put(`/api/posts/reply/${postId}`, { text: 'And a lid' })).body._id;
    quoteId = (await client.post('/api/posts/repost', { postId, message: 'Look at this one' })).body._id;
  }, 60_000);
  afterAll(() => server?.close());

  const actorId = () => `${server.url}/ap/users/${maya._id}`;
  const get = async (url: string, headers: Record<string, string> = AP) => {
    const response = await fetch(url, { headers });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  /** Standard contexts from Fedify's preloaded copies; our own documents over HTTP; anything else refused. */
  const loader: DocumentLoader = async (url) => {
    const preloaded = preloadedContexts[url];
    if (preloaded) return { contextUrl: null, documentUrl: url, document: preloaded };
    if (!url.startsWith(server.url)) throw new Error(`would fetch ${url}`);
    return { contextUrl: null, documentUrl: url, document: await get(url) };
  };
  const options = () => ({ documentLoader: loader, contextLoader: loader });

  it('carries every field Mastodon’s spec pages list as read, for a profile and for a status', async () => {
    // "Profile federation › Properties used" (with publicKey: "Required for signatures") and the collections.
    const actorFields = ['id', 'type', 'preferredUsername', 'name', 'summary', 'url', 'inbox', 'outbox'];
    const actor = await get(actorId());
    for (const field of [...actorFields, 'followers', 'following', 'endpoints', 'publicKey']) {
      expect(actor, field).toHaveProperty(field);
    }
    // "Status federation › Properties used", for a post with a warning, a mention, a hashtag and an image.
    const noteFields = ['id', 'type', 'content', 'summary', 'sensitive', 'published', 'url', 'attributedTo'];
    const note = await get(`${server.url}/ap/posts/${postId}`);
    for (const field of [...noteFields, 'to', 'cc', 'tag', 'attachment']) expect(note, field).toHaveProperty(field);
    const attachment = [note.attachment].flat()[0] as Record<string, unknown>;
    for (const field of ['type', 'mediaType', 'url', 'name', 'blurhash']) {
      expect(attachment, field).toHaveProperty(field);
    }
    // Mastodon's `blurhash` (toot:blurhash, "Blurhash" in its spec page), decodable, in the context.
    expect(isBlurhashValid(String(attachment.blurhash))).toEqual({ result: true });
    expect(JSON.stringify(note['@context'])).toContain('"blurhash":"toot:blurhash"');
    for (const tag of [note.tag].flat() as Record<string, unknown>[]) {
      expect(Object.keys(tag).sort()).toEqual(['href', 'name', 'type']);
    }
  });

  it('the actor is a Person with what Mastodon reads from it, and its key', async () => {
    const person = await Person.fromJsonLd(await get(actorId()), options());
    expect(person.id?.href).toBe(actorId());
    expect(person.preferredUsername).toBe('maya');
    expect(person.name?.toString()).toBe('Maya Lin');
    expect(person.summary?.toString()).toContain('Potter');
    expect(person.url).toEqual(new URL(`${server.url}/maya`));
    expect(person.inboxId?.href).toBe(`${actorId()}/inbox`);
    expect(person.outboxId?.href).toBe(`${actorId()}/outbox`);
    expect(person.followersId?.href).toBe(`${actorId()}/followers`);
    expect(person.followingId?.href).toBe(`${actorId()}/following`);
    expect(person.endpoints?.sharedInbox?.href).toBe(`${server.url}/ap/inbox`);
    const key = await person.getPublicKey(options());
    expect(key?.id?.href).toBe(`${actorId()}#main-key`);
    expect(key?.ownerId?.href).toBe(actorId());
    expect((await key?.publicKey)?.algorithm.name).toBe('RSASSA-PKCS1-v1_5');
  });

  it('WebFinger answers as Mastodon requires: a subject, a self link to the actor, and back from the actor', async () => {
    const host = new URL(server.url).host;
    const jrd = await get(`${server.url}/.well-known/webfinger?resource=acct:maya@${host}`, {});
    expect(jrd.subject).toBe(`acct:maya@${host}`);
    const self = (jrd.links as { rel: string; type?: string; href?: string }[]).find((link) => link.rel === 'self');
    expect(self?.type).toBe('application/activity+json');
    const person = await Person.fromJsonLd(await get(self?.href ?? ''), options());
    // Mastodon's check: preferredUsername at the actor's host is the same acct: again.
    expect(`acct:${person.preferredUsername}@${person.id?.host}`).toBe(jrd.subject);
  });

  it('a post is a Note with its text, warning, tags and image as Mastodon reads them', async () => {
    const note = await Note.fromJsonLd(await get(`${server.url}/ap/posts/${postId}`), options());
    expect(note.id?.href).toBe(`${server.url}/ap/posts/${postId}`);
    expect(note.attributionId?.href).toBe(actorId());
    expect(note.content?.toString()).toContain('A bowl for');
    expect(note.summary?.toString()).toBe('Glaze');
    expect(note.sensitive).toBe(true);
    expect(note.published).toBeDefined();
    expect(note.url).toEqual(new URL(`${server.url}/maya/post/${postId}`));
    expect(note.toIds.map(String)).toContain(PUBLIC_COLLECTION.href);
    expect(note.ccIds.map(String)).toContain(`${actorId()}/followers`);
    const tags = await collect(note.getTags(options()));
    expect(tags.find((tag) => tag instanceof Hashtag)?.name?.toString()).toBe('#pottery');
    expect(tags.find((tag) => tag instanceof Mention)?.href?.href).toMatch(/\/ap\/users\//);
    const [image] = await collect(note.getAttachments(options()));
    expect(image).toBeInstanceOf(Document);
    const document = image as Document;
    expect(document.mediaType).toMatch(/^image\//);
    expect(document.name?.toString()).toBe('A blue bowl');
    expect(document.url).toBeInstanceOf(URL);
    expect(document.width).toBeGreaterThan(0);
  });

  it('a reply carries inReplyTo, and a quote FEP-044f’s quote with quoteUrl', async () => {
    const reply = await Note.fromJsonLd(await get(`${server.url}/ap/posts/${replyId}`), options());
    expect(reply.replyTargetId?.href).toBe(`${server.url}/ap/posts/${postId}`);
    const quote = await Note.fromJsonLd(await get(`${server.url}/ap/posts/${quoteId}`), options());
    expect(quote.quoteId?.href).toBe(`${server.url}/ap/posts/${postId}`);
    expect(quote.quoteUrl?.href).toBe(`${server.url}/ap/posts/${postId}`);
  });

  it('the outbox and the followers are ordered collections with counts and a first page of items', async () => {
    const outbox = await OrderedCollection.fromJsonLd(await get(`${actorId()}/outbox`), options());
    expect(outbox.totalItems).toBe(3);
    const page = await outbox.getFirst(options());
    expect(page).toBeInstanceOf(OrderedCollectionPage);
    const items = await collect((page as OrderedCollectionPage).getItems(options()));
    expect(items.length).toBe(3);
    const followers = await OrderedCollection.fromJsonLd(await get(`${actorId()}/followers`), options());
    expect(followers.totalItems).toBe(0);
    const following = await OrderedCollection.fromJsonLd(await get(`${actorId()}/following`), options());
    expect(following.totalItems).toBe(0);
  });

  it('NodeInfo 2.1 parses strictly with Fedify’s parser', async () => {
    const links = await get(`${server.url}/.well-known/nodeinfo`, {});
    const href = (links.links as { rel: string; href: string }[]).find((link) =>
      link.rel.endsWith('/schema/2.1'),
    )?.href;
    const info = parseNodeInfo(await get(href ?? '', {}));
    expect(info?.software.name).toBe('threads-social');
    expect(info?.protocols).toContain('activitypub');
    expect(info?.openRegistrations).toBe(true);
    expect(info?.usage.users.total).toBeGreaterThanOrEqual(2);
  });
});

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import type { Engine } from '../db/schema.js';
import type { ApiClient } from './api-client.js';
import { eventually } from './eventually.js';
import { type FakeActor, FakeRemote } from './fake-remote.js';
import { startFederatedServer } from './federated-server.js';
import { type ForeignSigner, postSigned } from './foreign-signers.js';
import { jpegWithGps, pngImage } from './media-files.js';
import type { TestServer } from './server.js';

const FIXTURES = new URL('../federation/interop/fixtures/', import.meta.url);

/** The people of the fake server, named as in the documentation the fixtures come from. */
export const FIXTURE_ACTORS = {
  gotosocial: 'the_mighty_zork',
  mastodon: 'alice',
  misskey: '9ktwqbgk0x',
} as const;

export interface InteropWorld {
  server: TestServer;
  remote: FakeRemote;
  maya: { id: string; client: ApiClient };
  /** Maya's post the fixtures answer, like, repost, quote and report. */
  mayaPost: { id: string; uri: string };
  actors: Record<keyof typeof FIXTURE_ACTORS | 'instance', FakeActor>;
  /** A fixture with its placeholders filled in (`https://remote.example` is the fake server; `extra` adds some). */
  fixture: (name: string, extra?: Record<string, string>) => Record<string, unknown>;
  /** Posts a fixture to our shared inbox, signed by `signer` with the key of the activity's actor. */
  deliver: (name: string, signer: ForeignSigner, extra?: Record<string, string>) => Promise<void>;
  /** Our post stored for a remote note id, once it is there. */
  storedPost: (uri: string) => Promise<string>;
}

/**
 * Our server on 127.0.0.2 (Maya and one post of hers) and a fake fediverse server on 127.0.0.4 whose people
 * (GoToSocial's, Mastodon's and Misskey's example accounts, and Mastodon's instance actor) serve their actor
 * documents and keys, and which serves the image a fixture attaches. From beforeAll to afterAll.
 */
export function useInteropWorld(engine: Engine): InteropWorld {
  const world = { remote: new FakeRemote() } as InteropWorld;
  let vars: Record<string, string> = {};
  beforeAll(async () => {
    await world.remote.start('127.0.0.4');
    world.server = await startFederatedServer(engine, '127.0.0.2');
    const client = world.server.client();
    const maya = await client.signup({ name: 'Maya', username: 'maya' });
    const created = await client.post('/api/posts/create', { postedBy: maya._id, text: 'A new bowl' });
    world.maya = { id: maya._id, client };
    world.mayaPost = { id: created.body._id, uri: `${world.server.url}/ap/posts/${created.body._id}` };
    const { remote } = world;
    world.actors = {
      gotosocial: remote.addActor(FIXTURE_ACTORS.gotosocial),
      mastodon: remote.addActor(FIXTURE_ACTORS.mastodon),
      misskey: remote.addActor(FIXTURE_ACTORS.misskey, { name: 'Ai' }),
      instance: remote.addActor('remote.example', { type: 'Application' }, '/actor'),
    };
    remote.serveFile(
      '/fileserver/01F8MH17FWEB39HZJ76B6VXSKF/attachment/original/01F8MH6NEM8D7527KZAECTCR76.jpg',
      'image/jpeg',
      await jpegWithGps(64, 48),
    );
    remote.serveFile('/files/cats.png', 'image/png', await pngImage());
    vars = {
      MAYA: `${world.server.url}/ap/users/${maya._id}`,
      MAYA_PAGE: `${world.server.url}/maya`,
      MAYA_POST: world.mayaPost.uri,
      LOCAL_HOST: new URL(world.server.url).host,
      ALICE_KEY: world.actors.mastodon.publicKeyPem,
    };
  }, 60_000);
  afterAll(async () => {
    await world.server?.close();
    await world.remote.close();
  });

  world.fixture = (name, extra = {}) => {
    const all = { ...vars, ...extra };
    const text = readFileSync(new URL(`${name}.json`, FIXTURES), 'utf8')
      .replaceAll('https://remote.example', world.remote.origin)
      .replace(/\$([A-Z_]+)/g, (token, key: string) => (key in all ? JSON.stringify(all[key]).slice(1, -1) : token));
    return JSON.parse(text) as Record<string, unknown>;
  };
  world.deliver = async (name, signer, extra) => {
    const activity = world.fixture(name, extra);
    const actor = Object.values(world.actors).find((a) => a.id === activity.actor);
    if (!actor) throw new Error(`${name}: no fake actor ${String(activity.actor)}`);
    const answer = await postSigned(signer, `${world.server.url}/ap/inbox`, JSON.stringify(activity), actor);
    if (answer.status !== 202)
      throw new Error(`${name}: inbox answered ${answer.status} ${JSON.stringify(answer.body)}`);
  };
  world.storedPost = (uri) =>
    eventually(
      async () => {
        const row = await world.server.app.ctx.db
          .selectFrom('posts')
          .select('id')
          .where('uri', '=', uri)
          .executeTakeFirst();
        return row?.id ?? Promise.reject(new Error(`${uri} not stored`));
      },
      30_000,
      100,
    );
  return world;
}

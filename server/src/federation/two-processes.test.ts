import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeRole } from '../admin/service.js';
import { createDatabase, type DatabaseHandle } from '../db/kysely.js';
import { ApiClient } from '../test/api-client.js';
import { type AppProcess, startAppProcess } from '../test/app-process.js';
import { createTestDatabase } from '../test/database.js';
import { eventually } from '../test/eventually.js';
import { FakeRemote } from '../test/fake-remote.js';
import { postSigned } from '../test/foreign-signers.js';
import { freePort } from '../test/free-port.js';
import { formWith, pngImage } from '../test/media-files.js';

const AP = { accept: 'application/activity+json' };
const wait = { timeout: 30_000, interval: 100 };
const soon = <T>(check: () => Promise<T>) => eventually(check, wait.timeout, wait.interval);

interface Instance {
  host: string;
  url: string;
  env: Record<string, string>;
  process: AppProcess;
  data: DatabaseHandle;
}

/**
 * Two of our servers as separate OS processes, each with its own database and data folder: A on PostgreSQL
 * at 127.0.0.2, B on SQLite at 127.0.0.3, federating over real HTTP. A's people and posts reach B signed and
 * verified (B records an activity only once Fedify verified it), in order; A killed with SIGKILL while its
 * deliveries hang (B stopped with SIGSTOP) and restarted on the same database and address delivers them;
 * a server A blocked (a fake one on 127.0.0.4 whose person followed Maya) gets nothing.
 */
describe('two instances as separate processes (A on PostgreSQL, B on SQLite)', () => {
  const dataDirs: string[] = [];
  const remote = new FakeRemote();
  let dropA: () => Promise<void> = async () => {};
  let a: Instance;
  let b: Instance;

  async function start(host: string, databaseUrl?: string): Promise<Instance> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-fed-'));
    dataDirs.push(dataDir);
    const port = await freePort();
    const env: Record<string, string> = {
      HOST: host,
      PORT: String(port),
      PUBLIC_URL: `http://${host}:${port}`,
      OUTBOUND_ALLOW_LOOPBACK: 'on',
      DATA_DIR: dataDir,
      JOB_LEASE_SECONDS: '3',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    const process = await startAppProcess(env);
    return { host: `${host}:${port}`, url: process.url, env, process, data: createDatabase({ databaseUrl, dataDir }) };
  }

  beforeAll(async () => {
    const database = await createTestDatabase();
    dropA = database.drop;
    await remote.start('127.0.0.4');
    [a, b] = await Promise.all([start('127.0.0.2', database.url), start('127.0.0.3')]);
  }, 60_000);

  afterAll(async () => {
    for (const instance of [a, b]) {
      await instance?.process.kill();
      await instance?.data.db.destroy();
    }
    await remote.close();
    await dropA();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const received = () =>
    b.data.db
      .selectFrom('received_activities')
      .select(['type', 'object_uri'])
      .where('type', '!=', 'Accept')
      .orderBy('id')
      .execute();
  const pendingOnA = async () =>
    (await a.data.db.selectFrom('jobs').select('kind').where('kind', 'like', 'federation.%').execute()).length;

  async function lookup(instance: Instance, username: string) {
    const resource = `acct:${username}@${instance.host}`;
    const jrd = (await (await fetch(`${instance.url}/.well-known/webfinger?resource=${resource}`)).json()) as {
      links: { rel: string; type: string; href: string }[];
    };
    const self = jrd.links.find((link) => link.rel === 'self');
    expect(self?.type).toBe('application/activity+json');
    const actor = await (await fetch(String(self?.href), { headers: AP })).json();
    expect(actor).toMatchObject({ type: 'Person', preferredUsername: username, inbox: expect.any(String) });
    return actor as { id: string };
  }

  it('finds, follows and delivers across processes; a kill -9 loses nothing; a blocked server gets nothing', async () => {
    const maya = new ApiClient(a.url);
    const mayaId = (await maya.signup({ name: 'Maya', username: 'maya' }))._id as string;
    const ben = new ApiClient(b.url);
    const benId = (await ben.signup({ name: 'Ben', username: 'ben' }))._id as string;
    const boss = new ApiClient(a.url);
    await boss.signup({ username: 'boss' });
    await changeRole(a.data.db, 'boss', true, Date.now());

    // WebFinger and actors both ways, then each server's API resolves the other's person.
    expect((await lookup(a, 'maya')).id).toBe(`${a.url}/ap/users/${mayaId}`);
    expect((await lookup(b, 'ben')).id).toBe(`${b.url}/ap/users/${benId}`);
    const benOnA = await maya.get(`/api/users/profile/ben@${b.host}`);
    expect(benOnA.body).toMatchObject({ username: `ben@${b.host}`, remote: true });

    // A person of the server A is about to block follows Maya first.
    const fan = remote.addActor('fan');
    const followFan = { type: 'Follow', id: `${fan.id}#follow`, actor: fan.id, object: `${a.url}/ap/users/${mayaId}` };
    const body = JSON.stringify({ '@context': 'https://www.w3.org/ns/activitystreams', ...followFan });
    expect((await postSigned('misskey-draft', `${a.url}/ap/inbox`, body, fan)).status).toBe(202);
    await soon(async () => expect(remote.received.length).toBe(1));
    expect((await boss.post('/api/admin/domain-blocks', { domain: '127.0.0.4' })).status).toBe(201);

    const found = await ben.get(`/api/users/search?q=${encodeURIComponent(`@maya@${a.host}`)}`);
    expect(found.body[0]).toMatchObject({ username: `maya@${a.host}`, remote: true, host: a.host });
    const mayaOnB = found.body[0]._id as string;
    expect((await ben.post(`/api/users/follow/${mayaOnB}`)).body.followPending).toBe(true);
    await soon(async () => expect((await ben.get(`/api/users/profile/${mayaOnB}`)).body.followers).toContain(benId));

    const img = { bytes: await pngImage(), name: 'clay.png', type: 'image/png' };
    const text = `A new bowl for @ben@${b.host} #Pottery`;
    const form = formWith({ postedBy: mayaId, text, img, imgAlt: 'A blue bowl', spoiler: 'Glaze talk' });
    const bowl = (await maya.post('/api/posts/create', form)).body._id as string;
    expect((await maya.put(`/api/posts/${bowl}`, { text: 'A new bowl #Pottery, edited' })).status).toBe(200);
    const other = (await maya.post('/api/posts/create', { postedBy: mayaId, text: 'to be reposted' })).body._id;
    expect((await maya.post('/api/posts/repost', { postId: other })).status).toBe(201);
    const reply = (await maya.put(`/api/posts/reply/${other}`, { text: 'and a reply' })).body._id;
    const gone = (await maya.post('/api/posts/create', { postedBy: mayaId, text: 'to be deleted' })).body._id;
    const note = (id: string) => `${a.url}/ap/posts/${id}`;
    // A post deleted before its Create went out is never sent at all: its Delete follows a Create B has.
    await soon(async () => expect(await received()).toContainEqual({ type: 'Create', object_uri: note(gone) }));
    expect((await maya.delete(`/api/posts/${gone}`)).status).toBe(200);
    const delivered = [
      { type: 'Create', object_uri: note(bowl) },
      { type: 'Update', object_uri: note(bowl) },
      { type: 'Create', object_uri: note(other) },
      { type: 'Announce', object_uri: note(other) },
      { type: 'Create', object_uri: note(reply) },
      { type: 'Create', object_uri: note(gone) },
      { type: 'Delete', object_uri: note(gone) },
    ];
    await soon(async () => expect(await received()).toEqual(delivered));
    const stored = await b.data.db.selectFrom('posts').select('id').where('uri', '=', note(bowl)).executeTakeFirst();
    await soon(async () =>
      expect((await ben.get(`/api/posts/${stored?.id}`)).body).toMatchObject({
        imgAlt: 'A blue bowl',
        spoiler: 'Glaze talk',
        text: expect.stringContaining('edited'),
      }),
    );

    // The image's BlurHash, made on A at upload, is sent with the Note and kept with B's copy of the image.
    const hashes = async (instance: Instance) =>
      (await instance.data.db.selectFrom('media').select('blurhash').where('kind', '=', 'image').execute()).map(
        (row) => row.blurhash,
      );
    expect((await hashes(a))[0]).toMatch(/^[0-9A-Za-z#$%*+,-.:;=?@[\]^_{|}~]{20,}$/);
    expect(await hashes(b)).toEqual(await hashes(a));

    // B stops answering, so A's deliveries hang; A dies with them pending and comes back on the same database.
    b.process.child.kill('SIGSTOP');
    const late: string[] = [];
    for (const word of ['one', 'two', 'three']) {
      late.push((await maya.post('/api/posts/create', { postedBy: mayaId, text: `late ${word}` })).body._id);
    }
    await a.process.kill();
    expect(await pendingOnA()).toBeGreaterThan(0);
    b.process.child.kill('SIGCONT');
    a.process = await startAppProcess(a.env);
    await soon(async () =>
      expect(await received()).toEqual([...delivered, ...late.map((id) => ({ type: 'Create', object_uri: note(id) }))]),
    );
    await soon(async () => expect(await pendingOnA()).toBe(0));
    // The blocked server heard only the Accept of its person's Follow, sent before the block.
    expect(remote.received.map((request) => JSON.parse(request.body.toString()).type)).toEqual(['Accept']);
  }, 90_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client.js';
import { eventually } from '../test/eventually.js';
import { startFederatedServer } from '../test/federated-server.js';
import { sendActivity } from '../test/send-activity.js';
import { engines, type TestServer } from '../test/server.js';
import { connectSocket } from '../test/sockets.js';

describe.each(engines)('follows across two servers on %s', (engine) => {
  let a: TestServer;
  let b: TestServer;
  let maya: { _id: string };
  let ben: { _id: string };
  let benClient: ApiClient;
  let mayaClient: ApiClient;
  beforeAll(async () => {
    [a, b] = await Promise.all([startFederatedServer(engine, '127.0.0.2'), startFederatedServer(engine, '127.0.0.3')]);
    mayaClient = a.client();
    maya = await mayaClient.signup({ name: 'Maya', username: 'maya' });
    benClient = b.client();
    ben = await benClient.signup({ name: 'Ben', username: 'ben' });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  const aHost = () => new URL(a.url).host;
  const bHost = () => new URL(b.url).host;
  const mayaFollowers = async () =>
    ((await mayaClient.get(`/api/users/${maya._id}/followers`)).body as { username: string }[]).map((u) => u.username);

  it('finds a person on the other server by search and by profile, as a remote person', async () => {
    const found = await benClient.get(`/api/users/search?q=${encodeURIComponent(`@maya@${aHost()}`)}`);
    expect(found.status).toBe(200);
    expect(found.body[0]).toMatchObject({
      username: `maya@${aHost()}`,
      name: 'Maya',
      remote: true,
      host: aHost(),
      url: `${a.url}/maya`,
    });
    const profile = await benClient.get(`/api/users/profile/maya@${aHost()}`);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ username: `maya@${aHost()}`, remote: true, followersCount: 0 });
    expect((await benClient.get(`/api/users/profile/nobody@${aHost()}`)).status).toBe(404);
  });

  it('follows her: pending until her server accepts, then a follower there and a follow here', async () => {
    const remote = (await benClient.get(`/api/users/profile/maya@${aHost()}`)).body;
    const benTab = await connectSocket(b.url, { cookie: benClient.cookie });
    const followed = await benClient.post(`/api/users/follow/${remote._id}`);
    expect(followed.status).toBe(200);
    expect(followed.body).toEqual({ message: 'Asked to follow Maya', following: false, followPending: true });

    await eventually(async () => expect(await mayaFollowers()).toEqual([`ben@${bHost()}`]), 20_000, 100);
    await eventually(
      async () => expect((await benClient.get(`/api/users/profile/maya@${aHost()}`)).body.followers).toEqual([ben._id]),
      20_000,
      100,
    );
    const mayaProfile = (await mayaClient.get('/api/users/profile/maya')).body;
    expect(mayaProfile.followersCount).toBe(1);
    const notifications = (await mayaClient.get('/api/notifications')).body as { message: string }[];
    expect(notifications.map((n) => n.message)).toContainEqual(expect.stringContaining(`ben@${bHost()}`));
    const collection = await fetch(`${a.url}/ap/users/${maya._id}/followers`, {
      headers: { accept: 'application/activity+json' },
    });
    expect(await collection.json()).toMatchObject({ totalItems: 1 });
    // His open tabs hear the answer, so a "Requested" button becomes "Unfollow" without a reload.
    expect(await benTab.waitFor('followAnswered')).toEqual({ userId: remote._id, following: true });
    benTab.close();
  });

  it('unfollows: an Undo removes him from her followers', async () => {
    const remote = (await benClient.get(`/api/users/profile/maya@${aHost()}`)).body;
    const unfollowed = await benClient.post(`/api/users/follow/${remote._id}`);
    expect(unfollowed.body).toEqual({ message: 'Unfollowed Maya', following: false });
    await eventually(async () => expect(await mayaFollowers()).toEqual([]), 20_000, 100);
    expect((await benClient.get(`/api/users/profile/maya@${aHost()}`)).body.followers).toEqual([]);
  });

  it('a Reject from her server ends his follow, and his tabs hear it', async () => {
    const remote = (await benClient.get(`/api/users/profile/maya@${aHost()}`)).body;
    await benClient.post(`/api/users/follow/${remote._id}`);
    await eventually(
      async () => expect((await benClient.get(`/api/users/profile/maya@${aHost()}`)).body.followers).toEqual([ben._id]),
      20_000,
      100,
    );
    const benTab = await connectSocket(b.url, { cookie: benClient.cookie });
    const request = await b.app.ctx.db
      .selectFrom('follow_requests')
      .select('activity_uri')
      .where('follower_id', '=', ben._id)
      .executeTakeFirstOrThrow();
    const mayaActor = `${a.url}/ap/users/${maya._id}`;
    await sendActivity(a, maya._id, `${b.url}/ap/users/${ben._id}/inbox`, {
      id: `${mayaActor}#rejects/1`,
      type: 'Reject',
      actor: mayaActor,
      object: request.activity_uri,
    });
    expect(await benTab.waitFor('followAnswered', () => true, 20_000)).toEqual({
      userId: remote._id,
      following: false,
    });
    expect((await benClient.get(`/api/users/profile/maya@${aHost()}`)).body.followers).toEqual([]);
    benTab.close();
  });
});

import { describe, expect, it } from 'vitest';
import { changeRole } from '../admin/service.js';
import type { ApiClient } from '../test/api-client.js';
import { eventually } from '../test/eventually.js';
import { READER_CONTEXT_POST, readerContextSteps } from '../test/reader-context-steps.js';
import { engines } from '../test/server.js';
import { TWO_APPS_PASSWORD, useTwoApps } from '../test/two-apps.js';

/**
 * The reader's context (people followed, blocks both ways, mutes, muted words) and the inactive-people set
 * are cached in memory; every write that changes them must reach every process. On PostgreSQL two apps
 * share one database and one Redis: `a` takes the writes, `b` serves the reads from its own caches. SQLite
 * runs one process, so there `b` is `a`. Before each write the test makes sure `b` holds the reader's
 * context, so what `b` shows after the write can only come from the invalidation that reached it.
 */
describe.each(engines)('the reader context follows every write on %s', (engine) => {
  const apps = useTwoApps(engine);
  const person = apps.person;
  type Person = Awaited<ReturnType<typeof person>>;

  const feedOnB = async (reader: Person) =>
    ((await reader.onB.get('/api/posts/feed')).body as { _id: string }[]).map((p) => p._id);
  /** Reads the feed on `b`, checks that `b` now caches the reader's context, and answers whether `post` is in it. */
  async function seesOnB(reader: Person, post: string): Promise<boolean> {
    const shown = (await feedOnB(reader)).includes(post);
    expect(apps.b.app.ctx.cache.caches.readers.get(reader.id)).toBeDefined();
    return shown;
  }
  async function write(client: ApiClient, method: 'post' | 'put', path: string, body?: unknown) {
    const res = method === 'post' ? await client.post(path, body) : await client.put(path, body);
    expect(res.status).toBe(200);
  }
  const settles = (reader: Person, post: string, shown: boolean) =>
    eventually(async () => expect((await feedOnB(reader)).includes(post)).toBe(shown));

  it('follow, mute, muted words, block either way and unfollow, each reaching the other process', async () => {
    const [me, author] = [await person(), await person()];
    const post = (await author.onA.post('/api/posts/create', { postedBy: author.id, text: READER_CONTEXT_POST })).body
      ._id as string;
    let before = false;
    for (const [step, who, method, path, body, shown] of readerContextSteps(me.id, author.id)) {
      expect({ step, shown: await seesOnB(me, post) }).toEqual({ step, shown: before });
      await write((who === 'reader' ? me : author).onA, method, path, body);
      await settles(me, post, shown);
      before = shown;
    }
  });

  it("a profile's block and mute marks, and a block by its owner, follow every write in every process", async () => {
    const [me, author] = [await person(), await person()];
    /** The profile as `b` answers it after making sure `b` holds the reader's context. */
    const profileOnB = async () => {
      const res = await me.onB.get(`/api/users/profile/${author.username}`);
      expect(apps.b.app.ctx.cache.caches.readers.get(me.id)).toBeDefined();
      return res.status === 404 ? 'not found' : { blockedByMe: res.body.blockedByMe, mutedByMe: res.body.mutedByMe };
    };
    const marks = (blockedByMe: boolean, mutedByMe: boolean) => ({ blockedByMe, mutedByMe });
    const steps: [string, Person, string, Awaited<ReturnType<typeof profileOnB>>][] = [
      ['mute', me, `/api/users/mute/${author.id}`, marks(false, true)],
      ['unmute', me, `/api/users/mute/${author.id}`, marks(false, false)],
      ['block', me, `/api/users/block/${author.id}`, marks(true, false)],
      ['unblock', me, `/api/users/block/${author.id}`, marks(false, false)],
      ['blocked by the author', author, `/api/users/block/${me.id}`, 'not found'],
      ['unblocked by the author', author, `/api/users/block/${me.id}`, marks(false, false)],
    ];
    let before: Awaited<ReturnType<typeof profileOnB>> = marks(false, false);
    for (const [step, who, path, after] of steps) {
      expect({ step, profile: await profileOnB() }).toEqual({ step, profile: before });
      await write(who.onA, 'post', path);
      await eventually(async () => expect({ step, profile: await profileOnB() }).toEqual({ step, profile: after }));
      before = after;
    }
  });

  it('freezing and suspending an author take their posts out of feeds in every process, and back', async () => {
    const [me, author, admin] = [await person(), await person(), await person()];
    await changeRole(apps.a.app.ctx.db, admin.username, true, Date.now());
    apps.a.app.ctx.events.emit('person.changed', { userId: admin.id });
    await write(me.onA, 'post', `/api/users/follow/${author.id}`);
    const post = (await author.onA.post('/api/posts/create', { postedBy: author.id, text: 'hello' })).body
      ._id as string;
    await settles(me, post, true);

    expect((await author.onA.put('/api/users/freeze')).status).toBe(200);
    await settles(me, post, false);
    expect(apps.b.app.ctx.cache.caches.inactivePeople.has(author.id)).toBe(true);
    expect(
      (await apps.a.client().post('/api/users/login', { username: author.username, password: TWO_APPS_PASSWORD }))
        .status,
    ).toBe(200);
    await settles(me, post, true);
    expect(apps.b.app.ctx.cache.caches.inactivePeople.has(author.id)).toBe(false);

    await write(admin.onA, 'post', `/api/admin/users/${author.id}/suspend`, { reason: 'test' });
    await settles(me, post, false);
    await write(admin.onA, 'post', `/api/admin/users/${author.id}/unsuspend`);
    await settles(me, post, true);
  });
});

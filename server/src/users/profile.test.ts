import { describe, expect, it } from 'vitest';
import { answered } from '../test/refusal.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { freeze, getProfile, ownProfile } from './service.js';

describe.each(engines)('profiles, updates and search on %s', (engine) => {
  const server = useTestServer(engine);

  it('shows a profile by username or id; the email only to its owner', async () => {
    const owner = server.client();
    const me = await owner.signup();
    const byName = await server.client().get(`/api/users/profile/${me.username}`);
    expect(byName.status).toBe(200);
    expect(byName.body).toMatchObject({ _id: me._id, username: me.username, isFrozen: false, followers: [] });
    expect(byName.body).not.toHaveProperty('email');
    const byId = await server.client().get(`/api/users/profile/${me._id}`);
    expect(byId.body.username).toBe(me.username);
    const own = await owner.get(`/api/users/profile/${me.username}`);
    expect(own.body.email).toBe(me.email);
    for (const res of [byName, byId, own]) expect(JSON.stringify(res.body)).not.toMatch(/scrypt|password/);
  });

  it('counts followers, following and posts', async () => {
    const author = server.client();
    const me = await author.signup();
    const fan = server.client();
    await fan.signup();
    const followed = server.client();
    const other = await followed.signup();
    await fan.post(`/api/users/follow/${me._id}`);
    await author.post(`/api/users/follow/${other._id}`);
    for (const text of ['one', 'two']) await author.post('/api/posts/create', { postedBy: me._id, text });
    const res = await server.client().get(`/api/users/profile/${me.username}`);
    expect(res.body).toMatchObject({ followersCount: 1, followingCount: 1, postsCount: 2 });
    const empty = await server.client().get(`/api/users/profile/${other.username}`);
    expect(empty.body).toMatchObject({ followersCount: 1, followingCount: 0, postsCount: 0 });
  });

  it("reads the viewer's own profile for a drawn page in one statement, the very profile getProfile gives them", async () => {
    const owner = server.client();
    const me = await owner.signup();
    const fan = server.client();
    const other = await fan.signup();
    await fan.post(`/api/users/follow/${me._id}`);
    await owner.post(`/api/users/follow/${other._id}`);
    const ids: string[] = [];
    for (const text of ['one', 'two', 'three']) {
      ids.push((await owner.post('/api/posts/create', { postedBy: me._id, text })).body._id);
    }
    // Neither a reply nor a deleted post is counted.
    expect((await owner.put(`/api/posts/reply/${ids[0]}`, { text: 'a reply' })).status).toBe(201);
    expect((await owner.delete(`/api/posts/${ids[1]}`)).status).toBe(200);
    let statements = 0;
    const counted = { ...server.app.ctx };
    // Counted as they run (a statement compiled once is never built again, so it is not seen being built).
    counted.db = counted.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        statements++;
        return args.result;
      },
    });
    const ctx = counted as typeof server.app.ctx;
    const viewer = { id: me._id, role: 'user' as const };
    await ownProfile(ctx, viewer);
    statements = 0;
    const own = await ownProfile(ctx, viewer);
    expect(statements).toBe(1);
    expect(own).toMatchObject({ postsCount: 2, followersCount: 1, followingCount: 1, email: me.email });
    expect(JSON.stringify(own)).toBe(JSON.stringify(await getProfile(ctx, me._id, viewer)));
    await freeze(ctx, me._id);
    await expect(ownProfile(ctx, viewer)).rejects.toMatchObject({ status: 404 });
    await expect(getProfile(ctx, me._id, viewer)).rejects.toMatchObject({ status: 404 });
  });

  it('answers 404 for an unknown profile', async () => {
    const res = await server.client().get('/api/users/profile/nosuchuser');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'User not found', code: 'USER_NOT_FOUND' });
  });

  it('updates only the fields given; empty fields stay unchanged', async () => {
    const client = server.client();
    const me = await client.signup();
    const res = await client.put(`/api/users/update/${me._id}`, {
      name: 'New Name',
      username: '',
      email: '',
      bio: 'Hello there',
      password: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'New Name', username: me.username, email: me.email, bio: 'Hello there' });
    const again = await client.put(`/api/users/update/${me._id}`, { username: me.username, email: me.email });
    expect(again.status).toBe(200);
    const login = await server
      .client()
      .post('/api/users/login', { username: me.username, password: 'correct horse battery' });
    expect(login.status).toBe(200);
  });

  it('changes username and email, keeping them unique', async () => {
    const client = server.client();
    const me = await client.signup();
    const other = await server.client().signup();
    const taken = await client.put(`/api/users/update/${me._id}`, { username: other.username });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: 'Username is already taken.', code: 'USERNAME_TAKEN' });
    const takenEmail = await client.put(`/api/users/update/${me._id}`, {
      email: other.email.toUpperCase(),
      currentPassword: 'correct horse battery',
    });
    expect(takenEmail.status).toBe(409);
    expect(takenEmail.body).toEqual({
      error: 'Email is already registered.',
      code: 'EMAIL_TAKEN',
    });
    const renamed = await client.put(`/api/users/update/${me._id}`, {
      username: `${me.username}x`,
      email: 'NEW@Example.com',
      currentPassword: 'correct horse battery',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ username: `${me.username}x`, email: 'new@example.com' });
  });

  it.each([
    [{ username: '9lives' }, 'Username cannot start with a number.'],
    [{ username: 'Upper' }, 'Username must be lowercase and contain no special characters.'],
    [{ email: 'nope' }, 'Please enter a valid email address.'],
    [{ password: 'short' }, 'Password must be 8 to 128 characters long.'],
    [{ bio: 'b'.repeat(161) }, 'Bio must be at most 160 characters long.'],
    [{ name: 'n'.repeat(51) }, 'Name must be at most 50 characters long.'],
    [{ bio: 42 }, 'bio must be string'],
  ])('refuses the update %j with 400 and changes nothing', async (body, error) => {
    const client = server.client();
    const me = await client.signup();
    const res = await client.put(`/api/users/update/${me._id}`, { name: 'Changed', ...body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(answered(error));
    expect((await client.get(`/api/users/profile/${me._id}`)).body.name).toBe(me.name);
  });

  it("refuses updating someone else's profile and visitors", async () => {
    const client = server.client();
    await client.signup();
    const victim = await server.client().signup();
    const res = await client.put(`/api/users/update/${victim._id}`, { name: 'Hacked' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'You cannot update another user',
      code: 'UPDATE_OTHERS_FORBIDDEN',
    });
    const visitor = await server.client().put(`/api/users/update/${victim._id}`, { name: 'Hacked' });
    expect(visitor.status).toBe(401);
    expect((await server.client().get(`/api/users/profile/${victim._id}`)).body.name).toBe(victim.name);
  });

  it('a password change ends the other sessions but keeps this one', async () => {
    const laptop = server.client();
    const me = await laptop.signup({ password: 'first-password' });
    const phone = server.client();
    await phone.post('/api/users/login', { username: me.username, password: 'first-password' });
    const res = await laptop.put(`/api/users/update/${me._id}`, {
      password: 'second-password',
      currentPassword: 'first-password',
    });
    expect(res.status).toBe(200);
    expect((await phone.put(`/api/users/update/${me._id}`, { bio: 'still here?' })).status).toBe(401);
    expect((await laptop.put(`/api/users/update/${me._id}`, { bio: 'still here' })).status).toBe(200);
    const old = await server.client().post('/api/users/login', { username: me.username, password: 'first-password' });
    expect(old.status).toBe(400);
    const fresh = await server
      .client()
      .post('/api/users/login', { username: me.username, password: 'second-password' });
    expect(fresh.status).toBe(200);
  });

  it('searches by username and name prefix, exact username first, skipping frozen users', async () => {
    const owner = server.client();
    await owner.signup({ username: 'zedd', name: 'Zed Alpha' });
    await server.client().signup({ username: 'zeddy', name: 'Someone' });
    await server.client().signup({ username: 'walter', name: 'Zedekiah Walter' });
    const frozen = server.client();
    await frozen.signup({ username: 'zedfrozen', name: 'Frozen' });
    await frozen.put('/api/users/freeze');

    const res = await server.client().get('/api/users/search?q=Zed');
    expect(res.status).toBe(200);
    const names = res.body.map((u: { username: string }) => u.username);
    expect(names[0]).toBe('zedd');
    expect(names).toEqual(expect.arrayContaining(['zedd', 'zeddy', 'walter']));
    expect(names).not.toContain('zedfrozen');
    expect(res.body[0]).not.toHaveProperty('email');
  });

  it('treats LIKE wildcards in a search literally', async () => {
    await server.client().signup({ username: 'percent', name: 'Per Cent' });
    expect((await server.client().get('/api/users/search?q=%25')).body).toEqual([]);
    expect((await server.client().get('/api/users/search?q=_')).body).toEqual([]);
  });

  it('refuses an empty search', async () => {
    const res = await server.client().get('/api/users/search?q=');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Search query is required',
      code: 'SEARCH_QUERY_REQUIRED',
    });
  });
});

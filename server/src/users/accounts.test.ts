import { describe, expect, it } from 'vitest';
import { answered } from '../test/refusal.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';

describe.each(engines)('accounts on %s', (engine) => {
  const server = useTestServer(engine);

  const valid = (suffix: string) => ({
    name: 'Alice Liddell',
    username: `alice${suffix}`,
    email: `Alice${suffix}@Example.com`,
    password: 'wonderland',
  });

  it('signs up, sets an HttpOnly session cookie and returns the user without secrets', async () => {
    const client = server.client();
    const res = await client.post('/api/users/signup', valid('a'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: 'alicea', name: 'Alice Liddell', email: 'alicea@example.com', bio: '' });
    expect(res.body._id).toMatch(/^[0-9A-Z]{26}$/);
    expect(res.body.followers).toEqual([]);
    expect(res.body.isFrozen).toBe(false);
    const cookie = res.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt|session/i);
  });

  it.each([
    [{ name: '', username: 'bob', email: 'bob@example.com', password: 'secret123' }, 'All fields are required.'],
    [{ username: 'bob', email: 'bob@example.com', password: 'secret123' }, 'All fields are required.'],
    [
      { name: 'Bob', username: 'bob', email: 'bob@example', password: 'secret123' },
      'Please enter a valid email address.',
    ],
    [
      { name: 'Bob', username: '1bob', email: 'bob@example.com', password: 'secret123' },
      'Username cannot start with a number.',
    ],
    [
      { name: 'Bob', username: 'Bob', email: 'bob@example.com', password: 'secret123' },
      'Username must be lowercase and contain no special characters.',
    ],
    [
      { name: 'Bob', username: 'bo_b', email: 'bob@example.com', password: 'secret123' },
      'Username must be lowercase and contain no special characters.',
    ],
    [
      { name: 'Bob', username: 'bo', email: 'bob@example.com', password: 'secret123' },
      'Username must be 3 to 30 characters long.',
    ],
    [
      { name: 'Bob', username: 'b'.repeat(31), email: 'bob@example.com', password: 'secret123' },
      'Username must be 3 to 30 characters long.',
    ],
    [
      { name: 'Bob', username: 'bob', email: 'bob@example.com', password: 'short' },
      'Password must be 8 to 128 characters long.',
    ],
    [
      { name: 'Bob', username: 'bob', email: 'bob@example.com', password: 'x'.repeat(129) },
      'Password must be 8 to 128 characters long.',
    ],
    [
      { name: 'B'.repeat(51), username: 'bob', email: 'bob@example.com', password: 'secret123' },
      'Name must be at most 50 characters long.',
    ],
    [{ name: 'Bob', username: 123, email: 'bob@example.com', password: 'secret123' }, 'username must be string'],
  ])('refuses signup %j with 400', async (body, error) => {
    const res = await server.client().post('/api/users/signup', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(answered(error));
    expect((await server.client().get('/api/users/profile/bob')).status).toBe(404);
  });

  it('refuses a taken username or email (case-insensitive) with 409', async () => {
    await server.client().post('/api/users/signup', valid('dup'));
    const sameUsername = await server
      .client()
      .post('/api/users/signup', { ...valid('dup'), email: 'other@example.com' });
    expect(sameUsername.status).toBe(409);
    expect(sameUsername.body).toEqual({
      error: 'Username is already taken.',
      code: 'USERNAME_TAKEN',
    });
    const sameEmail = await server
      .client()
      .post('/api/users/signup', { ...valid('dup2'), email: 'ALICEDUP@example.COM' });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({ error: 'Email is already registered.', code: 'EMAIL_TAKEN' });
  });

  it('answers concurrent identical signups with one 201 and 409s', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () => server.client().post('/api/users/signup', valid('race'))),
    );
    expect(attempts.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await server.client().request('POST', '/api/users/signup', '{"name": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Malformed JSON body', code: 'MALFORMED_JSON' });
  });

  it('refuses a __proto__ key in a JSON body', async () => {
    const res = await server
      .client()
      .request('POST', '/api/users/login', '{"__proto__": {"admin": true}, "username": "x"}');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('logs in with the username, ignoring case, and resolves the session', async () => {
    await server.client().post('/api/users/signup', valid('login'));
    const client = server.client();
    const res = await client.post('/api/users/login', { username: 'AliceLogin', password: 'wonderland' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'alicelogin', email: 'alicelogin@example.com' });
    expect((await client.put('/api/users/freeze')).status).toBe(200);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    await server.client().post('/api/users/signup', valid('same'));
    const wrong = await server.client().post('/api/users/login', { username: 'alicesame', password: 'not-the-one' });
    const unknown = await server.client().post('/api/users/login', { username: 'nobodyhere', password: 'not-the-one' });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body).toEqual({
      error: 'Invalid username or password',
      code: 'INVALID_CREDENTIALS',
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses login with missing fields', async () => {
    const res = await server.client().post('/api/users/login', { username: 'alice' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'All fields are required.', code: 'FIELDS_REQUIRED' });
  });

  it('logout revokes the session on the server', async () => {
    const client = server.client();
    const me = await client.signup();
    const stolenCookie = client.cookie;
    expect((await client.post('/api/users/logout')).status).toBe(200);
    const replay = server.client();
    replay.cookie = stolenCookie;
    const res = await replay.post(`/api/users/follow/${me._id}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'You must be logged in', code: 'LOGIN_REQUIRED' });
  });

  it('freeze hides the user, ends every session, and login unfreezes', async () => {
    const phone = server.client();
    const me = await phone.signup({ password: 'frozen-pass' });
    const laptop = server.client();
    await laptop.post('/api/users/login', { username: me.username, password: 'frozen-pass' });

    const frozen = await phone.put('/api/users/freeze');
    expect(frozen.status).toBe(200);
    expect(frozen.body).toEqual({ success: true });
    expect((await laptop.put('/api/users/freeze')).status).toBe(401);
    const hidden = await server.client().get(`/api/users/profile/${me.username}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ error: 'User not found', code: 'USER_NOT_FOUND' });

    const back = await server.client().post('/api/users/login', { username: me.username, password: 'frozen-pass' });
    expect(back.status).toBe(200);
    expect(back.body.isFrozen).toBe(false);
    expect((await server.client().get(`/api/users/profile/${me._id}`)).status).toBe(200);
  });

  it('freeze requires login', async () => {
    const res = await server.client().put('/api/users/freeze');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'You must be logged in', code: 'LOGIN_REQUIRED' });
  });
});

import { describe, expect, it } from 'vitest';
import { answered } from '../test/refusal.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';

const RESERVED = {
  error: 'This username is reserved. Please choose another one.',
  code: 'USERNAME_RESERVED',
};

describe.each(engines)('reserved usernames, display names and astral search (%s)', (engine) => {
  const server = useTestServer(engine);

  const signup = (fields: { username?: string; name?: string }) => {
    const username = fields.username ?? `n${Math.random().toString(36).slice(2, 10)}`;
    return server.client().post('/api/users/signup', {
      name: fields.name ?? 'Someone',
      username,
      email: `${username}@example.com`,
      password: 'correct horse battery',
    });
  };

  it.each([
    'settings',
    'chat',
    'search',
    'auth',
    'update',
    'video',
    'notifications',
    'storyviewer',
    'admin',
    'api',
    'media',
    'bookmarks',
    'tag',
    'resetpassword',
    'root',
    'support',
    'help',
  ])('refuses signing up as "%s"', async (username) => {
    const res = await signup({ username });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(RESERVED);
    expect((await server.client().get(`/api/users/profile/${username}`)).status).toBe(404);
  });

  it('refuses renaming to a reserved name, and keeps the old one', async () => {
    const client = server.client();
    const me = await client.signup();
    const res = await client.put(`/api/users/update/${me._id}`, { username: 'notifications' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(RESERVED);
    expect((await client.get(`/api/users/profile/${me._id}`)).body.username).toBe(me.username);
  });

  it.each([
    ['a right-to-left override', 'Bob\u202Egnp.exe', 'Name cannot contain text-direction control characters.'],
    ['a left-to-right isolate', '\u2066Admin\u2069', 'Name cannot contain text-direction control characters.'],
    ['zero-width spaces only', '\u200B\u200B\u200B', 'Name must contain visible characters.'],
    ['a Hangul filler', '\u3164', 'Name must contain visible characters.'],
    ['joiners and a combining mark', '\u200D\u0301\u2060', 'Name must contain visible characters.'],
  ])('refuses a display name with %s, at signup and on update', async (_label, name, error) => {
    const res = await signup({ name });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(answered(error));
    const client = server.client();
    const me = await client.signup();
    const update = await client.put(`/api/users/update/${me._id}`, { name });
    expect(update.status).toBe(400);
    expect(update.body).toEqual(answered(error));
    expect((await client.get(`/api/users/profile/${me._id}`)).body.name).toBe(me.name);
  });

  it('keeps names in right-to-left scripts and with emoji', async () => {
    for (const name of ['שלום עולם', 'مرحبا', 'Zoë 👩‍👩‍👧‍👦', 'e\u0301'])
      expect((await signup({ name })).status).toBe(201);
  });

  it('searches with astral characters, even U+10FFFF at the end, without a 500', async () => {
    const username = `astral${Math.random().toString(36).slice(2, 8)}`;
    expect((await signup({ username, name: '𝔸stral 😀 Person' })).status).toBe(201);
    for (const q of ['\u{10FFFF}', `a\u{10FFFF}`, '\u{10FFFF}\u{10FFFF}', '😀', '𝔸', `${username}\u{10FFFF}`]) {
      const res = await server.client().get(`/api/users/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
    }
    const found = await server.client().get(`/api/users/search?q=${encodeURIComponent('𝔸stral 😀')}`);
    expect(found.body.map((u: { username: string }) => u.username)).toEqual([username]);
  });
});

import { randomBytes } from 'node:crypto';
import { baseUrl } from './browser.js';

export interface SeedUser {
  _id: string;
  name: string;
  username: string;
  email: string;
  password: string;
  cookie: string;
  /** The server this person is on (a federation spec's own instance); the suite's server when absent. */
  origin?: string;
}

export function uniqueName(prefix: string): string {
  return `${prefix}${randomBytes(3).toString('hex')}`.replace(/^[0-9]/, 'u');
}

/** Talks to the API directly to set up the world a browser test starts from. */
export async function request<T = any>(user: SeedUser | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (user) headers.cookie = user.cookie;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch((user?.origin ?? baseUrl) + path, { method, headers, body: payload });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return { body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

function seedNetworkAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${((c ?? 0) % 254) + 1}`;
}

export async function seedUser(
  prefix = 'seed',
  extra: Partial<Pick<SeedUser, 'name' | 'username' | 'origin'>> = {},
): Promise<SeedUser> {
  const username = extra.username ?? uniqueName(prefix);
  const input = {
    name: extra.name ?? `${prefix} person`,
    username,
    email: `${username}@example.com`,
    password: 'password123',
  };
  const response = await fetch(`${extra.origin ?? baseUrl}/api/users/signup`, {
    method: 'POST',
    // Each seeded person signs up from a network of their own (the e2e server trusts the proxy header), so
    // the suite's people stay under the per-network sign-up limit however many specs there are.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': seedNetworkAddress() },
    body: JSON.stringify(input),
  });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const cookie = (response.headers.getSetCookie().find((c) => c.startsWith('session=')) ?? '').split(';')[0] ?? '';
  const profile = (await response.json()) as { _id: string };
  return { ...input, _id: profile._id, cookie, origin: extra.origin };
}

export async function seedPost(user: SeedUser, text: string, image?: Buffer) {
  const form = new FormData();
  form.append('postedBy', user._id);
  form.append('text', text);
  if (image) form.append('img', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'picture.png');
  return (await request<{ _id: string }>(user, 'POST', '/api/posts/create', form)).body;
}

export async function follow(user: SeedUser, target: SeedUser) {
  await request(user, 'POST', `/api/users/follow/${target._id}`);
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client.js';
import { type Person, postText, postWithImage, signUp } from '../test/people.js';
import { engines, startTestServer, type TestServer } from '../test/server.js';

const sourcePage = path.resolve(import.meta.dirname, '../../../web/index.html');

interface Page {
  html: string;
  cacheControl: string | null;
  /** The embedded answers, API path → body; null when the page carries none. */
  responses: Record<string, unknown> | null;
  preloadedImage: string | null;
}

describe.each(engines)("a page carries its first screen's API answers on %s", (engine) => {
  let server: TestServer;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-web-'));

  async function page(pathname: string, as?: ApiClient): Promise<Page> {
    const response = await fetch(server.url + pathname, { headers: as ? { cookie: as.cookie } : {} });
    const html = await response.text();
    const json = /<script type="application\/json" id="first-screen">([^<]*)<\/script>/.exec(html)?.[1];
    return {
      html,
      cacheControl: response.headers.get('cache-control'),
      responses: json ? JSON.parse(json).answers : null,
      preloadedImage: /<link rel="preload" as="image" href="([^"]+)"/.exec(html)?.[1] ?? null,
    };
  }

  const person = (name: string) => signUp(server, name);
  const post = (author: Person, text: string, withImage = false) =>
    withImage ? postWithImage(author, text) : postText(author, text);

  /**
   * Each embedded answer is exactly what the API gives the same viewer for that path; the suggestions less each
   * person's `followers`, which the app does not read.
   */
  async function expectSameAsApi(responses: Record<string, unknown>, as: ApiClient) {
    for (const [apiPath, body] of Object.entries(responses)) {
      const res = await as.get(apiPath);
      expect(res.status).toBe(200);
      const expected =
        apiPath === '/api/users/suggested'
          ? (res.body as { followers: string[] }[]).map(({ followers: _, ...rest }) => rest)
          : res.body;
      expect(body, apiPath).toEqual(expected);
    }
  }

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), fs.readFileSync(sourcePage));
    server = await startTestServer(engine, { config: { webDistDir: webDist } });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it("the home page carries the reader's first feed page, stories and suggestions, and preloads its first image, for them alone", async () => {
    const maya = await person('Maya');
    const reader = await person('Reader');
    await reader.client.post(`/api/users/follow/${maya.id}`);
    await post(maya, 'Older words');
    await post(maya, 'The harbour at dawn', true);
    // Suggested to the reader (a friend of a friend), with a follower the page does not carry.
    const suggested = await person('Suggested');
    await maya.client.post(`/api/users/follow/${suggested.id}`);
    const home = await page('/', reader.client);
    expect(Object.keys(home.responses ?? {})).toEqual([
      '/api/posts/feed',
      '/api/stories/getall',
      '/api/users/suggested',
    ]);
    const feed = home.responses?.['/api/posts/feed'] as { text: string; img: string | null }[];
    expect(feed.map((item) => item.text)).toEqual(['The harbour at dawn', 'Older words']);
    await expectSameAsApi(home.responses ?? {}, reader.client);
    // The feed answer is the very bytes its route sends (written from each post's cached JSON, as the route does).
    const apiFeed = await fetch(`${server.url}/api/posts/feed`, { headers: { cookie: reader.client.cookie } });
    const feedBytes = (await apiFeed.text()).replace(/</g, '\\u003c');
    expect(home.html).toContain(`{"answers":{"/api/posts/feed":${feedBytes},"/api/stories/getall":`);
    const suggestions = home.responses?.['/api/users/suggested'] as { _id: string }[];
    expect(suggestions.map((user) => user._id)).toContain(suggested.id);
    for (const user of suggestions) expect(user).not.toHaveProperty('followers');
    expect(home.preloadedImage).toBe(feed[0]?.img);
    expect(home.cacheControl).toBe('no-store');

    const visitor = await page('/');
    expect(visitor.responses).toBeNull();
    expect(visitor.preloadedImage).toBeNull();
    expect(visitor.cacheControl).toBe('no-cache');
  });

  it('a profile page carries the profile and its first posts as the viewer may see them', async () => {
    const maya = await person('Maya');
    await post(maya, 'A profile post', true);
    const reader = await person('Reader');
    for (const as of [undefined, reader.client]) {
      const profile = await page(`/${maya.username}`, as);
      expect(Object.keys(profile.responses ?? {}).sort()).toEqual([
        `/api/posts/user/${maya.username}`,
        `/api/users/profile/${maya.username}`,
      ]);
      await expectSameAsApi(profile.responses ?? {}, as ?? server.client());
      expect(profile.preloadedImage).toMatch(/^\/media\//);
    }
  });

  it('a post page carries the post and its thread', async () => {
    const maya = await person('Maya');
    const id = await post(maya, 'Just words');
    const reader = await person('Reader');
    expect((await reader.client.put(`/api/posts/reply/${id}`, { text: 'A reply' })).status).toBe(201);
    const shown = await page(`/${maya.username}/post/${id}`, reader.client);
    expect(Object.keys(shown.responses ?? {})).toEqual([`/api/posts/${id}`, `/api/posts/${id}/thread`]);
    await expectSameAsApi(shown.responses ?? {}, reader.client);
    expect(shown.preloadedImage).toBeNull();
  });

  it('carries nothing the visibility policy hides: a blocker’s profile and posts stay out of the page', async () => {
    const maya = await person('Maya');
    await post(maya, 'Not for the blocked');
    const blocked = await person('Blocked');
    await maya.client.post(`/api/users/block/${blocked.id}`);
    const profile = await page(`/${maya.username}`, blocked.client);
    expect(profile.responses).toBeNull();
    expect(profile.html).not.toContain('Not for the blocked');
    const unknown = await page('/nobody-here-at-all', blocked.client);
    expect(unknown.responses).toBeNull();
  });

  it('escapes what people wrote, so no text can close the embedded element', async () => {
    const maya = await person('Maya');
    const reader = await person('Reader');
    await reader.client.post(`/api/users/follow/${maya.id}`);
    await post(maya, '</script><script>alert(1)</script> <!--');
    const home = await page('/', reader.client);
    expect(home.html).not.toContain('<script>alert(1)');
    expect(home.html).not.toContain('<!--');
    const feed = home.responses?.['/api/posts/feed'] as { text: string }[];
    expect(feed[0]?.text).toBe('</script><script>alert(1)</script> <!--');
  });
});

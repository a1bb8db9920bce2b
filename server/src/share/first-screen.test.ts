import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeRole } from '../admin/service.js';
import type { ApiClient } from '../test/api-client.js';
import { formWith, pngImage } from '../test/media-files.js';
import { type Person, postText, postWithImage, signUp } from '../test/people.js';
import { webDirWithRenderModule } from '../test/render-module.js';
import { engines, startTestServer, type TestServer } from '../test/server.js';
import type { FirstScreenRenderer } from './first-screen-renderer.js';

let webDist = '';

beforeAll(() => {
  webDist = webDirWithRenderModule();
}, 180_000);
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

interface Page {
  html: string;
  /** The app's root as the page brings it, scripts left out: what shows before any script runs. */
  root: string;
  drawn: { locale: string } | undefined;
}

describe.each(engines)('pages bring their first screen drawn on %s', (engine) => {
  let server: TestServer;

  async function page(pathname: string, as?: ApiClient, headers: Record<string, string> = {}): Promise<Page> {
    const response = await fetch(server.url + pathname, {
      headers: { ...headers, ...(as ? { cookie: as.cookie } : {}) },
    });
    const html = await response.text();
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script type="module"/.exec(html)?.[1] ?? '';
    const json = /<script type="application\/json" id="first-screen">([^<]*)<\/script>/.exec(html)?.[1];
    return {
      html,
      root: root.replace(/<script[\s\S]*?<\/script>/g, ''),
      drawn: json ? JSON.parse(json).drawn : undefined,
    };
  }

  const person = (name: string) => signUp(server, name);

  beforeAll(async () => {
    server = await startTestServer(engine, { config: { webDistDir: webDist } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a post page shows the post to a visitor, in their language and direction, with its image at its size', async () => {
    const maya = await person('Maya');
    const id = await postWithImage(maya, 'The harbour at dawn');
    const shown = await page(`/${maya.username}/post/${id}`, undefined, { 'accept-language': 'ar-EG, en;q=0.5' });
    expect(shown.html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(shown.drawn).toEqual({ locale: 'ar' });
    expect(shown.root).toContain('The harbour at dawn');
    expect(shown.root).toContain('data-testid="post-page"');
    // The image's box has its final shape before the image arrives (the test picture is 4:3).
    expect(shown.root).toMatch(
      /data-testid="post-image" style="aspect-ratio:1\.333[^"]*"[^>]*><canvas[^>]*><\/canvas><button[^>]*><img src="\/media\//,
    );
    // Arabic words of the app's own, from the web's catalogue.
    expect(shown.root).not.toContain('>Replies<');
  });

  it('says until when a drawing reads the same: a minute after a new post\'s instant, when its "now" turns "1m"', async () => {
    const maya = await person('Maya');
    const id = await postText(maya, 'Said just now');
    const json = /<script type="application\/json" id="first-screen">([^<]*)<\/script>/.exec(
      (await page(`/${maya.username}/post/${id}`)).html,
    )?.[1];
    const { answers } = JSON.parse(json ?? '{}') as { answers: Record<string, { createdAt?: string }> };
    const render = (await import(pathToFileURL(path.join(webDist, '.ssr', 'render.js')).href)) as FirstScreenRenderer;
    const drawn = render.renderFirstScreen({
      path: `/${maya.username}/post/${id}`,
      answers,
      viewer: null,
      locale: 'en',
      host: 'h',
    });
    expect(drawn.markup).toContain('Said just now');
    expect(drawn.readsUntil).toBe(Date.parse(answers[`/api/posts/${id}`]?.createdAt ?? '') + 60_000);
  });

  it('reports the drawings it keeps among the caches, by their own count (/api/metrics)', async () => {
    const maya = await person('Maya Counted');
    await postText(maya, 'Counted in the drawings');
    await page(`/${maya.username}`);
    const metrics = await (await fetch(`${server.url}/api/metrics`)).text();
    const reported = (name: string) =>
      Number(new RegExp(`^${name}\\{cache="drawings"\\} (\\d+)$`, 'm').exec(metrics)?.[1]);
    const drawn = (await page(`/${maya.username}`)).root.length;
    expect(reported('cache_entries')).toBeGreaterThan(0);
    // At least the profile's markup and its record (drawing-cache.test.ts checks the count itself).
    expect(reported('cache_bytes')).toBeGreaterThan(drawn);
  });

  it("a profile shows its person and first posts to visitors and to logged-in readers, in the reader's chosen language", async () => {
    const maya = await person('Maya Profile');
    for (let i = 1; i <= 6; i++) await postText(maya, `Older profile post ${i}`);
    await postText(maya, 'Words on my profile');
    const reader = await person('Reader');
    const visitor = await page(`/${maya.username}`);
    expect(visitor.root).toContain('Maya Profile');
    expect(visitor.root).toContain('Words on my profile');
    // A screenful and more (web/src/lib/server-render.ts DRAWN_POSTS); the app adds the rest once it runs.
    expect(visitor.root.match(/data-testid="post-card"/g)).toHaveLength(5);
    expect(visitor.root).not.toContain('Older profile post 1<');
    expect(visitor.drawn?.locale).toBe('en');
    const chosen = await page(`/${maya.username}`, undefined, {
      cookie: `${reader.client.cookie}; threads-locale=ja`,
      'accept-language': 'es',
    });
    expect(chosen.root).toContain('Words on my profile');
    expect(chosen.html).toMatch(/<html lang="ja" dir="ltr"/);
    // The account's language wins over the device's, as it does for the page's head (share/page-language.ts).
    await reader.client.put('/api/users/me/locale', { locale: 'ar' });
    const saved = await page(`/${maya.username}`, undefined, {
      cookie: `${reader.client.cookie}; threads-locale=ja`,
      'accept-language': 'es',
    });
    expect(saved.drawn?.locale).toBe('ar');
    expect(saved.html).toMatch(/<html lang="ar" dir="rtl"/);
  });

  it("the home feed shows the reader's posts, story circles and suggestions, in the phone layout", async () => {
    const maya = await person('Maya Home');
    const reader = await person('Reader');
    await person('Someone To Suggest');
    await reader.client.post(`/api/users/follow/${maya.id}`);
    await postText(maya, 'First words in the feed');
    const story = await maya.client.post(
      '/api/stories/create',
      formWith({ media: { bytes: await pngImage(), name: 's.png', type: 'image/png' } }),
    );
    expect(story.status).toBe(201);
    const home = await page('/', reader.client);
    expect(home.root).toContain('First words in the feed');
    expect(home.root).toMatch(new RegExp(`data-testid="story-circle"[^>]*aria-label="${maya.username}'s stories`));
    expect(home.root).toContain('data-testid="suggested-users"');
    expect(home.root).toContain('data-testid="bottom-bar"');
    expect(home.drawn).toEqual({ locale: 'en' });
    // A visitor's home is the app's to draw (it sends them to log in), with nothing of anyone's feed.
    const visitor = await page('/');
    expect(visitor.root).toBe('');
    expect(visitor.html).not.toContain('First words in the feed');
  });

  it('never draws what the visibility policy hides: frozen, suspended, deleted, blocked', async () => {
    const admin = await person('Admin');
    await changeRole(server.app.ctx.db, admin.username, true, Date.now());
    const frozen = await person('Frozen Person');
    const frozenPost = await postText(frozen, 'frozen words');
    await frozen.client.put('/api/users/freeze');
    const suspended = await person('Suspended Person');
    const suspendedPost = await postText(suspended, 'suspended words');
    expect((await admin.client.post(`/api/admin/users/${suspended.id}/suspend`, { reason: 'test' })).status).toBe(200);
    const gone = await person('Gone Person');
    const gonePost = await postText(gone, 'deleted words');
    expect((await gone.client.delete(`/api/posts/${gonePost}`)).status).toBe(200);
    const blocker = await person('Blocking Person');
    const blockerPost = await postText(blocker, 'not for the blocked');
    const blocked: Person = await person('Blocked');
    expect((await blocker.client.post(`/api/users/block/${blocked.id}`)).status).toBe(200);

    const hidden: [string, string, ApiClient | undefined][] = [
      [`/${frozen.username}`, 'frozen words', undefined],
      [`/${frozen.username}/post/${frozenPost}`, 'frozen words', undefined],
      [`/${suspended.username}`, 'suspended words', undefined],
      [`/${suspended.username}/post/${suspendedPost}`, 'suspended words', undefined],
      [`/${gone.username}/post/${gonePost}`, 'deleted words', undefined],
      [`/${blocker.username}`, 'not for the blocked', blocked.client],
      [`/${blocker.username}/post/${blockerPost}`, 'not for the blocked', blocked.client],
    ];
    for (const [pathname, secret, as] of hidden) {
      const shown = await page(pathname, as);
      expect(shown.root, pathname).toBe('');
      expect(shown.html, pathname).not.toContain(secret);
    }
    // The blocker's page is still drawn for everyone else.
    expect((await page(`/${blocker.username}`)).root).toContain('not for the blocked');
  });

  it('escapes what people wrote in the drawn screen', async () => {
    const maya = await person('Maya');
    const id = await postText(maya, '<img src=x onerror=alert(1)> & </div>');
    const shown = await page(`/${maya.username}/post/${id}`);
    expect(shown.html).not.toContain('<img src=x');
    expect(shown.root).toContain('<span>&lt;img src=x onerror=alert(1)> &amp; &lt;/div></span>');
  });
});

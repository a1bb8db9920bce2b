import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeRole } from '../admin/service.js';
import type { ApiClient } from '../test/api-client.js';
import { pngImage } from '../test/media-files.js';
import { type Person, postText, postWithImage, signUp } from '../test/people.js';
import { engines, startTestServer, type TestServer } from '../test/server.js';

// The page Vite builds from: the renderer must find its title and description.
const sourcePage = path.resolve(import.meta.dirname, '../../../web/index.html');
const APP_DESCRIPTION = /Posts, stories, short videos and chat/;

interface Head {
  title: string;
  meta: Map<string, string>;
}

const decodeEntities = (text: string) => text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));

function headOf(html: string): Head {
  const meta = new Map<string, string>();
  for (const [, key = '', value = ''] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    meta.set(key, decodeEntities(value));
  }
  return { title: decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''), meta };
}

describe.each(engines)('share tags in profile and post pages on %s', (engine) => {
  let server: TestServer;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-web-'));

  /** The page as a link-preview fetcher gets it: a plain GET, no cookie unless `as` is given. */
  async function page(pathname: string, as?: ApiClient): Promise<Head & { status: number }> {
    const response = await fetch(server.url + pathname, { headers: as ? { cookie: as.cookie } : {} });
    return { status: response.status, ...headOf(await response.text()) };
  }

  async function person(name: string, bio = ''): Promise<Person> {
    const someone = await signUp(server, name);
    if (bio) await someone.client.put(`/api/users/update/${someone.id}`, { bio });
    return someone;
  }

  const post = (author: Person, text: string, withImage = false) =>
    withImage ? postWithImage(author, text) : postText(author, text);

  /** The page carries no trace of the person or post, only the app's own title and description. */
  function expectNoPreview(head: Head, ...secrets: string[]) {
    expect(head.title).toBe('Threads');
    expect(head.meta.get('description')).toMatch(APP_DESCRIPTION);
    expect([...head.meta.keys()].filter((key) => key.startsWith('og:') || key.startsWith('twitter:'))).toEqual([]);
    for (const secret of secrets) expect(JSON.stringify([...head.meta.values()])).not.toContain(secret);
  }

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), fs.readFileSync(sourcePage));
    server = await startTestServer(engine, { config: { webDistDir: webDist } });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('a profile page names the person, with their bio and avatar', async () => {
    const maya = await person('Maya', 'I make <pottery> & "things"');
    await maya.client.put(`/api/users/update/${maya.id}`, {
      profilePic: `data:image/png;base64,${(await pngImage()).toString('base64')}`,
    });
    const head = await page(`/${maya.username}`);
    expect(head.status).toBe(200);
    expect(head.title).toBe(`Maya (@${maya.username}) · Threads`);
    expect(head.meta.get('description')).toBe('I make <pottery> & "things"');
    expect(head.meta.get('og:type')).toBe('profile');
    expect(head.meta.get('og:title')).toBe(`Maya (@${maya.username})`);
    expect(head.meta.get('og:description')).toBe('I make <pottery> & "things"');
    expect(head.meta.get('og:url')).toBe(`${server.url}/${maya.username}`);
    expect(head.meta.get('og:image')).toMatch(new RegExp(`^${server.url}/media/[0-9a-f]+\\.\\w+$`));
    expect(head.meta.get('twitter:card')).toBe('summary');
    expect(head.meta.get('twitter:image')).toBe(head.meta.get('og:image'));
    const avatar = await fetch(head.meta.get('og:image') ?? '');
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toMatch(/^image\//);
  });

  it('escapes what people wrote, so no tag can be injected into the page', async () => {
    const mallory = await person('Mal"/><script>alert(1)</script>');
    const response = await fetch(`${server.url}/${mallory.username}`);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(headOf(html).meta.get('og:title')).toBe(`Mal"/><script>alert(1)</script> (@${mallory.username})`);
  });

  it("a post page is titled by the post's first words and shows its image", async () => {
    const maya = await person('Maya');
    const text = 'First light over the harbour this morning, and the boats were already out past the breakwater';
    const id = await post(maya, text, true);
    const head = await page(`/${maya.username}/post/${id}`);
    expect(head.title).toBe('First light over the harbour this morning, and the boats… · Threads');
    expect(head.meta.get('og:type')).toBe('article');
    expect(head.meta.get('og:title')).toBe(`Maya (@${maya.username}) on Threads`);
    expect(head.meta.get('og:description')).toBe(text);
    expect(head.meta.get('twitter:card')).toBe('summary_large_image');
    const image = head.meta.get('og:image') ?? '';
    const view = (await server.client().get(`/api/posts/${id}`)).body;
    expect(image).toBe(`${server.url}${view.img}`);
  });

  it("a post without an image shows its author's avatar, or else the app icon", async () => {
    const maya = await person('Maya');
    const id = await post(maya, 'Just words');
    const head = await page(`/${maya.username}/post/${id}`);
    expect(head.title).toBe('Just words · Threads');
    expect(head.meta.get('twitter:card')).toBe('summary');
    expect(head.meta.get('og:image')).toBe(`${server.url}/icons/icon-512.png`);
  });

  it('uses PUBLIC_URL for the addresses when it is set', async () => {
    const other = await startTestServer(engine, {
      config: { webDistDir: webDist, publicUrl: 'https://threads.example' },
    });
    try {
      const client = other.client();
      const me = await client.signup({ name: 'Remote' });
      const html = await (await fetch(`${other.url}/${me.username}`)).text();
      expect(headOf(html).meta.get('og:url')).toBe(`https://threads.example/${me.username}`);
      expect(headOf(html).meta.get('og:image')).toBe('https://threads.example/icons/icon-512.png');
    } finally {
      await other.close();
    }
  });

  it('a frozen, suspended or deleted person, and a deleted post, leave no trace in the page', async () => {
    const admin = await person('Admin');
    await changeRole(server.app.ctx.db, admin.username, true, Date.now());
    const frozen = await person('Frozen Person', 'frozen bio');
    const frozenPost = await post(frozen, 'frozen words');
    await frozen.client.put('/api/users/freeze');
    const suspended = await person('Suspended Person', 'suspended bio');
    const suspendedPost = await post(suspended, 'suspended words');
    const suspension = await admin.client.post(`/api/admin/users/${suspended.id}/suspend`, { reason: 'test' });
    expect(suspension.status).toBe(200);
    const gone = await person('Gone Person');
    const gonePost = await post(gone, 'deleted words');
    expect((await gone.client.delete(`/api/posts/${gonePost}`)).status).toBe(200);

    expectNoPreview(await page(`/${frozen.username}`), 'Frozen Person', 'frozen bio');
    expectNoPreview(await page(`/${frozen.username}/post/${frozenPost}`), 'frozen words', 'Frozen Person');
    expectNoPreview(await page(`/${suspended.username}`), 'Suspended Person', 'suspended bio');
    expectNoPreview(await page(`/${suspended.username}/post/${suspendedPost}`), 'suspended words');
    expectNoPreview(await page(`/${gone.username}/post/${gonePost}`), 'deleted words');
    expectNoPreview(await page('/nosuchperson'));
    expectNoPreview(await page('/nosuchperson/post/not-an-id'));
  });

  it('someone who blocked the viewer shows the viewer nothing, while visitors still get the preview', async () => {
    const author = await person('Blocking Author', 'author bio');
    const id = await post(author, 'words for the world');
    const viewer = await person('Viewer');
    expect((await author.client.post(`/api/users/block/${viewer.id}`)).status).toBe(200);
    expectNoPreview(await page(`/${author.username}`, viewer.client), 'Blocking Author', 'author bio');
    expectNoPreview(await page(`/${author.username}/post/${id}`, viewer.client), 'words for the world');
    expect((await page(`/${author.username}/post/${id}`)).meta.get('og:description')).toBe('words for the world');
  });

  it('other pages keep the app title and no preview', async () => {
    for (const pathname of ['/', '/search', '/settings/blocked']) expectNoPreview(await page(pathname));
  });
});

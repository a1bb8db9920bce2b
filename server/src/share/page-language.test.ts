import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client.js';
import { postText, signUp } from '../test/people.js';
import { engines, startTestServer, type TestServer } from '../test/server.js';

const sourcePage = path.resolve(import.meta.dirname, '../../../web/index.html');

const decodeEntities = (text: string) => text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
const meta = (html: string, key: string) =>
  decodeEntities(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? '');

describe.each(engines)("page titles and descriptions in the reader's language on %s", (engine) => {
  let server: TestServer;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-web-'));

  async function page(pathname: string, headers: Record<string, string> = {}, as?: ApiClient) {
    const cookie = [as?.cookie, headers.cookie].filter(Boolean).join('; ');
    const response = await fetch(server.url + pathname, { headers: { ...headers, ...(cookie ? { cookie } : {}) } });
    return { html: await response.text(), vary: response.headers.get('vary') ?? '' };
  }

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), fs.readFileSync(sourcePage));
    server = await startTestServer(engine, { config: { webDistDir: webDist } });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it("describes the app in the visitor's Accept-Language, English otherwise, and varies by it", async () => {
    const spanish = await page('/search', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(meta(spanish.html, 'description')).toBe(
      'Publicaciones, historias, vídeos cortos y chat con las personas que sigues.',
    );
    expect(spanish.vary.toLowerCase()).toContain('accept-language');
    expect(spanish.vary.toLowerCase()).toContain('cookie');
    const japanese = await page('/', { 'accept-language': 'ja' });
    expect(meta(japanese.html, 'description')).toBe(
      'フォローしている人たちの投稿、ストーリーズ、ショート動画、チャット。',
    );
    const german = await page('/search', { 'accept-language': 'de' });
    expect(meta(german.html, 'description')).toBe('Posts, stories, short videos and chat with the people you follow.');
  });

  it("words a preview's person line in the visitor's language; what people wrote stays as written", async () => {
    const maya = await signUp(server, 'Maya');
    const id = await postText(maya, 'Pan recién hecho');
    const label = `Maya (@${maya.username})`;
    const arabic = await page(`/${maya.username}`, { 'accept-language': 'ar' });
    expect(meta(arabic.html, 'description')).toBe(`${label} على Threads`);
    expect(meta(arabic.html, 'og:title')).toBe(label);
    const japanese = await page(`/${maya.username}/post/${id}`, { 'accept-language': 'ja' });
    expect(meta(japanese.html, 'og:title')).toBe(`Threads の ${label}`);
    expect(meta(japanese.html, 'og:description')).toBe('Pan recién hecho');
    const english = await page(`/${maya.username}/post/${id}`);
    expect(meta(english.html, 'og:title')).toBe(`${label} on Threads`);
  });

  it("follows a signed-in account's language first, then this device's choice, then the browser's", async () => {
    const reader = await signUp(server);
    const maya = await signUp(server, 'Maya');
    const label = `Maya (@${maya.username})`;
    const headers = { 'accept-language': 'es', cookie: 'threads-locale=ja' };
    expect(meta((await page(`/${maya.username}`, headers, reader.client)).html, 'description')).toBe(
      `Threads の ${label}`,
    );
    await reader.client.put('/api/users/me/locale', { locale: 'ar' });
    expect(meta((await page(`/${maya.username}`, headers, reader.client)).html, 'description')).toBe(
      `${label} على Threads`,
    );
    expect(meta((await page(`/${maya.username}`, { 'accept-language': 'es' })).html, 'description')).toBe(
      `${label} en Threads`,
    );
  });
});

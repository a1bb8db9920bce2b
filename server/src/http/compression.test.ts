import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from '../test/server.js';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.js';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** node:http, unlike fetch, neither asks for nor undoes compression: the bytes are what went on the wire. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

function decode(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.body).toString();
  return response.body.toString();
}

describe.each(engines)('API answers compressed on %s', (engine) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    const reader = server.client();
    const me = await reader.signup();
    const author = server.client();
    const them = await author.signup();
    for (let i = 0; i < 8; i++) {
      await author.post('/api/posts/create', { postedBy: them._id, text: `post number ${i} ${'words '.repeat(20)}` });
    }
    await reader.post(`/api/users/follow/${them._id}`);
    expect(me._id).toBeTruthy();
    cookie = reader.cookie;
  });
  afterAll(() => server.close());

  it('compresses a feed page with brotli or gzip as the client accepts, and says it varies', async () => {
    const plain = await rawGet(`${server.url}/api/posts/feed`, { cookie });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    for (const encoding of ['br', 'gzip']) {
      const compressed = await rawGet(`${server.url}/api/posts/feed`, { cookie, 'accept-encoding': encoding });
      expect(compressed.status).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(compressed.body.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(decode(compressed))).toEqual(JSON.parse(plain.body.toString()));
    }
  });

  it('prefers brotli when both are accepted', async () => {
    const response = await rawGet(`${server.url}/api/posts/feed`, { cookie, 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends a small answer as it is', async () => {
    const response = await rawGet(`${server.url}/api/health`, { 'accept-encoding': 'br, gzip' });
    expect(response.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString()).status).toBe('ok');
  });
});

describe('the built web app: precompressed files and caching', () => {
  let server: TestServer;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-web-'));
  const script = `console.log(${JSON.stringify('a built chunk '.repeat(200))});`;
  const page = `<!doctype html><html><head><title>Threads</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), page);
    fs.writeFileSync(path.join(webDist, 'assets/index-abc123.js'), script);
    // Marked copies, so the test sees that the file written at build time is the one sent.
    fs.writeFileSync(path.join(webDist, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(`${script}//br`));
    fs.writeFileSync(path.join(webDist, 'assets/index-abc123.js.gz'), zlib.gzipSync(`${script}//gz`));
    fs.writeFileSync(path.join(webDist, 'sw.js'), script);
    server = await startTestServer('sqlite', { config: { webDistDir: webDist } });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('sends the copy compressed at build time that the client accepts, cached for a year', async () => {
    const br = await rawGet(`${server.url}/assets/index-abc123.js`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(decode(br)).toBe(`${script}//br`);
    const gzip = await rawGet(`${server.url}/assets/index-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip)).toBe(`${script}//gz`);
    const plain = await rawGet(`${server.url}/assets/index-abc123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    for (const response of [br, gzip, plain]) {
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('serves a file without a compressed copy compressed on the fly, and never lets it go stale', async () => {
    const response = await rawGet(`${server.url}/sw.js`, { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(decode(response)).toBe(script);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers every client-side route with index.html, compressed and revalidated every time', async () => {
    for (const url of ['/', '/maya', '/maya/post/01ABC']) {
      const response = await rawGet(server.url + url, { 'accept-encoding': 'br, gzip' });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(response)).toBe(page);
      // Pages at brotli quality 2 (share/web-app.ts), cheaper than the API's 4.
      const quality = (q: number) =>
        zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q } });
      expect(response.body).toEqual(quality(2));
      expect(response.body).not.toEqual(quality(4));
    }
  });
});

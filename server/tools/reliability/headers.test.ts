import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '@threads/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const webDir = path.resolve(import.meta.dirname, '../../../web');

/** The built page when there is one, else the source page Vite builds it from. */
const pages = [path.join(webDir, 'dist/index.html'), path.join(webDir, 'index.html')].filter((file) =>
  fs.existsSync(file),
);

function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );
}

describe('security headers on pages and API answers', () => {
  let server: TestServer;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-web-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), fs.readFileSync(pages[0] ?? ''));
    server = await startTestServer('sqlite', { config: { webDistDir: webDist } });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('the page has no inline script, so a CSP without unsafe-inline scripts holds', () => {
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const html = fs.readFileSync(page, 'utf8');
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
        ([, attributes = '', body = '']) => !/\bsrc=/.test(attributes) || body.trim() !== '',
      );
      expect(inline.map(([tag]) => `${page}: ${tag}`)).toEqual([]);
      expect(html).not.toMatch(/\son[a-z]+=/i);
    }
  });

  it.each(['/', '/some/client/route', '/api/health', '/api/no-such-route'])(
    '%s carries the strict headers',
    async (url) => {
      const response = await fetch(server.url + url);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      // Browsers act on HSTS only when it arrives over https; sent always, it is right behind a TLS proxy.
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    },
  );

  it('the page itself is served', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
  });
});

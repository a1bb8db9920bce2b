import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The outbound module is the only code in server/src that opens a connection to an address a user or a
 * remote server supplied. Anything else that could (the global fetch, node's http/https/net/tls clients,
 * undici, web-push's own sender) fails this test outside server/src/outbound/. Tests and test helpers
 * (`*.test.ts`, src/test/) talk to our own servers and are not scanned.
 */
const FORBIDDEN: Array<[RegExp, string]> = [
  [/(?<![.\w$])fetch\s*\(/, 'the global fetch'],
  [/globalThis\.fetch\b/, 'the global fetch'],
  [/\bhttps?\.(request|get)\s*\(/, "node's http/https client"],
  [/import\s*\{[^}]*\b(request|get)\b[^}]*\}\s*from\s*['"](node:)?https?['"]/, "node's http/https client"],
  [/\b(net|tls)\.connect\s*\(|\bcreateConnection\s*\(/, 'a raw socket'],
  [/from\s*['"]undici['"]/, 'undici'],
  [/\bsendNotification\s*\(/, "web-push's sender"],
];

const srcRoot = path.resolve(import.meta.dirname, '..');
const outboundDir = path.join(srcRoot, 'outbound');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return full === outboundDir || full === path.join(srcRoot, 'test') ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function offences(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
    for (const [pattern, what] of FORBIDDEN)
      if (pattern.test(line)) found.push(`line ${index + 1}: ${what}: ${line.trim()}`);
  });
  return found;
}

describe('the only way out to the network', () => {
  it('recognises each forbidden call (so the scan below cannot pass by missing them)', () => {
    for (const line of [
      'const r = await fetch(url);',
      'await globalThis.fetch(url)',
      'https.request(options)',
      'http.get(url, cb)',
      "import { request } from 'node:https';",
      'net.connect(443, host)',
      "import { request as r } from 'undici';",
      'webpush.sendNotification(subscription, payload)',
    ]) {
      expect(offences(line), line).toHaveLength(1);
    }
    expect(offences('await ctx.outbound.fetch(url, { method: "POST" })')).toEqual([]);
  });

  it('finds none of them in server/src outside server/src/outbound/', () => {
    const files = sourceFiles(srcRoot);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      offences(readFileSync(file, 'utf8')).map((offence) => `${path.relative(srcRoot, file)} ${offence}`),
    );
    expect(
      found,
      'Requests to user- or peer-supplied addresses must go through ctx.outbound.fetch (server/src/outbound/)',
    ).toEqual([]);
  });
});

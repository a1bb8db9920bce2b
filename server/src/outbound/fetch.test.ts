import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Peer } from '../test/outbound-peer.js';
import { OutboundError } from './errors.js';
import { createOutbound, defaultOutboundSettings, type Outbound, type OutboundSettings } from './fetch.js';
import { type Resolver, resolveAllowed } from './pinned-lookup.js';

async function failureOf(work: Promise<unknown>): Promise<OutboundError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof OutboundError)) throw new Error(`expected an OutboundError, got ${String(error)}`);
  return error;
}

describe('outbound requests', () => {
  let peer: Peer;
  const instances: Outbound[] = [];
  const outbound = (settings: Partial<OutboundSettings> = {}) => {
    const instance = createOutbound({ ...defaultOutboundSettings, allowLoopback: true, ...settings });
    instances.push(instance);
    return instance;
  };

  beforeAll(async () => {
    peer = await new Peer().start();
  });
  afterEach(async () => {
    peer.handler = (_request, response) => response.end('ok');
    await Promise.all(instances.splice(0).map((instance) => instance.close()));
  });
  afterAll(() => peer.close());

  it('works like fetch: method, headers and body out; status, headers and a streamed body back', async () => {
    peer.handler = (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        response.writeHead(202, { 'content-type': 'application/activity+json', 'x-seen-method': request.method });
        response.end(JSON.stringify({ got: Buffer.concat(chunks).toString(), signature: request.headers.signature }));
      });
    };
    const response = await outbound().fetch(peer.url('/inbox'), {
      method: 'POST',
      headers: { signature: 'keyId="k"', 'content-type': 'application/activity+json' },
      body: '{"type":"Follow"}',
    });
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(202);
    expect(response.headers.get('x-seen-method')).toBe('POST');
    expect(response.url).toBe(peer.url('/inbox'));
    expect(await response.json()).toEqual({ got: '{"type":"Follow"}', signature: 'keyId="k"' });

    const request = new Request(peer.url('/inbox'), { method: 'PUT', body: 'from a Request' });
    const echoed = await outbound().fetch(request);
    expect(echoed.headers.get('x-seen-method')).toBe('PUT');
    expect(((await echoed.json()) as { got: string }).got).toBe('from a Request');
  });

  it('refuses loopback, private, link-local and unique-local targets before connecting (default settings)', async () => {
    const strict = outbound({ allowLoopback: false });
    const before = peer.connections;
    for (const url of [
      `https://127.0.0.1:${peer.port}/`,
      `https://[::1]:${peer.port}/`,
      `https://[::ffff:127.0.0.1]:${peer.port}/`,
      `https://localhost:${peer.port}/`,
      'https://10.0.0.1/',
      'https://192.168.1.1/',
      'https://100.64.0.1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
      'https://0.0.0.0/',
      'https://224.0.0.1/',
      peer.url('/'),
    ]) {
      expect((await failureOf(strict.fetch(url))).failure, url).toBe('refused');
    }
    expect(peer.connections).toBe(before);
  });

  it('refuses a name that resolves to a refused address, at connect time (also localhost through the system resolver)', async () => {
    const answers: Record<string, string[]> = {
      'internal.example': ['10.0.0.7'],
      'metadata.example': ['169.254.169.254'],
      'mixed.example': ['93.184.216.34', '127.0.0.1'],
      'v6.example': ['fd00::5'],
      'mapped.example': ['::ffff:192.168.0.1'],
    };
    const resolve: Resolver = async (name) =>
      (answers[name] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    const strict = outbound({ allowLoopback: false, resolve });
    for (const name of Object.keys(answers)) {
      const error = await failureOf(strict.fetch(`https://${name}/`));
      expect(error.failure, name).toBe('refused');
      expect(error.message).toContain(`${name} resolves to`);
    }
    expect((await failureOf(resolveAllowed('localhost', { allowLoopback: false }))).failure).toBe('refused');
    expect(await resolveAllowed('localhost', { allowLoopback: true })).toContainEqual({
      address: '127.0.0.1',
      family: 4,
    });
    // Loopback allowed: the private half of a mixed answer is still refused.
    const loopbackAndPrivate: Resolver = async () => [
      { address: '127.0.0.1', family: 4 },
      { address: '10.0.0.9', family: 4 },
    ];
    const lenient = outbound({ resolve: loopbackAndPrivate });
    expect((await failureOf(lenient.fetch('https://mixed.example/'))).failure).toBe('refused');
  });

  it('resolves once and connects to the address it checked: a rebinding answer is never asked for', async () => {
    let lookups = 0;
    // First answer public, every later one loopback: a second resolution would reach the peer.
    const resolve: Resolver = async () => [{ address: lookups++ === 0 ? '192.0.0.170' : '127.0.0.1', family: 4 }];
    const pinned = outbound({ allowLoopback: false, resolve, connectTimeoutMs: 300 });
    const before = peer.connections;
    // 192.0.0.170 is reserved, so it is refused outright; a public first answer is tried next.
    expect((await failureOf(pinned.fetch(`https://rebind.example:${peer.port}/`))).failure).toBe('refused');
    lookups = 0;
    const publicFirst: Resolver = async () => [{ address: lookups++ === 0 ? '198.51.99.1' : '127.0.0.1', family: 4 }];
    const error = await failureOf(
      outbound({ allowLoopback: false, resolve: publicFirst, connectTimeoutMs: 300 }).fetch(
        `https://rebind.example:${peer.port}/`,
        { timeoutMs: 2_000 },
      ),
    );
    expect(['timeout', 'network']).toContain(error.failure);
    expect(lookups).toBe(1);
    expect(peer.connections).toBe(before);
  });

  it('checks every redirect: one to a private or metadata address is refused, as is a fourth redirect', async () => {
    const targets = [
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/admin',
      'http://[fd00::1]/',
      'http://[::ffff:192.168.0.1]/',
      'file:///etc/passwd',
    ];
    for (const location of targets) {
      peer.handler = (_request, response) => response.writeHead(302, { location }).end();
      expect((await failureOf(outbound().fetch(peer.url('/go')))).failure, location).toBe('refused');
    }
    peer.handler = (_request, response) => response.writeHead(302, { location: 'https://internal.example/' }).end();
    const resolve: Resolver = async () => [{ address: '10.1.1.1', family: 4 }];
    expect((await failureOf(outbound({ resolve }).fetch(peer.url('/go')))).failure).toBe('refused');

    peer.handler = (request, response) => {
      const hop = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('hop') ?? 0);
      if (hop < 4) response.writeHead(hop % 2 ? 301 : 307, { location: `/r?hop=${hop + 1}` }).end();
      else response.end(`arrived after ${hop}`);
    };
    const three = await outbound().fetch(peer.url('/r?hop=1'));
    expect(await three.text()).toBe('arrived after 4');
    expect(three.redirected).toBe(true);
    expect(three.url).toBe(peer.url('/r?hop=4'));
    expect((await failureOf(outbound().fetch(peer.url('/r?hop=0')))).failure).toBe('redirects');
    const manual = await outbound().fetch(peer.url('/r?hop=0'), { redirect: 'manual' });
    expect(manual.status).toBe(307);
  });

  it('turns a 303 after a POST into a GET without the body, and drops credentials for another origin', async () => {
    const seen: Array<{ method?: string; auth?: string; length?: string }> = [];
    const other = await new Peer().start();
    other.handler = (request, response) => {
      seen.push({ method: request.method, auth: request.headers.authorization });
      response.end('done');
    };
    peer.handler = (request, response) => {
      seen.push({ method: request.method, auth: request.headers.authorization });
      response.writeHead(303, { location: other.url('/after') }).end();
    };
    const response = await outbound().fetch(peer.url('/form'), {
      method: 'POST',
      body: 'a=1',
      headers: { authorization: 'Bearer secret' },
    });
    expect(await response.text()).toBe('done');
    expect(seen).toEqual([
      { method: 'POST', auth: 'Bearer secret' },
      { method: 'GET', auth: undefined },
    ]);
    await other.close();
  });

  it('caps the answer: an announced, a streamed and a compressed body over the cap all stop with too-large', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024, 'a');
    peer.handler = (_request, response) => response.writeHead(200, { 'content-length': big.length }).end(big);
    const capped = outbound({ maxResponseBytes: 1024 * 1024 });
    expect((await failureOf(capped.fetch(peer.url('/announced')))).failure).toBe('too-large');

    peer.handler = (_request, response) => {
      response.writeHead(200);
      for (let i = 0; i < 32; i++) response.write(Buffer.alloc(64 * 1024, 'b'));
      response.end();
    };
    const streamed = await capped.fetch(peer.url('/streamed'));
    expect((await failureOf(streamed.arrayBuffer())).failure).toBe('too-large');

    const bomb = gzipSync(Buffer.alloc(50 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(100 * 1024);
    peer.handler = (_request, response) => response.writeHead(200, { 'content-encoding': 'gzip' }).end(bomb);
    const inflated = await capped.fetch(peer.url('/bomb'));
    expect((await failureOf(inflated.arrayBuffer())).failure).toBe('too-large');

    // A per-request cap overrides the default, both ways.
    peer.handler = (_request, response) => response.end(Buffer.alloc(2000, 'c'));
    expect((await failureOf(capped.fetch(peer.url('/small'), { maxResponseBytes: 1000 }))).failure).toBe('too-large');
    expect((await (await capped.fetch(peer.url('/small'), { maxResponseBytes: 2000 })).arrayBuffer()).byteLength).toBe(
      2000,
    );
  });

  it('gives up on a peer that never answers, and on one that stops halfway through its body (total timeout)', async () => {
    peer.handler = () => {}; // never answers
    const quick = outbound({ timeoutMs: 300 });
    const started = Date.now();
    const silent = await failureOf(quick.fetch(peer.url('/silent')));
    expect(silent.failure).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);

    peer.handler = (_request, response) => {
      response.writeHead(200);
      response.write('half of it');
    };
    const halfway = await quick.fetch(peer.url('/halfway'));
    expect((await failureOf(halfway.text())).failure).toBe('timeout');
  });

  it('gives up connecting to a listener that never completes the TLS handshake (connect timeout)', async () => {
    const sockets: net.Socket[] = [];
    const mute = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
    const port = (mute.address() as AddressInfo).port;
    const started = Date.now();
    const error = await failureOf(
      outbound({ connectTimeoutMs: 300 }).fetch(`https://127.0.0.1:${port}/`, { timeoutMs: 10_000 }),
    );
    expect(error.failure).toBe('timeout');
    expect(error.message).toContain('could not connect');
    expect(Date.now() - started).toBeLessThan(5_000);
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => mute.close(resolve));
  });

  it('keeps at most perHostConcurrency requests in flight to one host; the rest wait their turn', async () => {
    let inFlight = 0;
    let most = 0;
    const held: Array<() => void> = [];
    peer.handler = (_request, response) => {
      inFlight++;
      most = Math.max(most, inFlight);
      held.push(() => {
        inFlight--;
        response.end('done');
      });
    };
    const limited = outbound({ perHostConcurrency: 2 });
    const requests = Array.from({ length: 6 }, (_, i) => limited.fetch(peer.url(`/slow/${i}`)).then((r) => r.text()));
    for (let released = 0; released < 6; ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(inFlight).toBeLessThanOrEqual(2);
      const next = held.shift();
      if (next) {
        next();
        released++;
      }
    }
    expect(await Promise.all(requests)).toEqual(Array(6).fill('done'));
    expect(most).toBe(2);
    expect(limited.inFlight('127.0.0.1')).toBe(0);
  });

  it("rejects with the caller's own reason when the caller aborts", async () => {
    peer.handler = () => {};
    const controller = new AbortController();
    const pending = outbound().fetch(peer.url('/aborted'), { signal: controller.signal });
    controller.abort(new Error('the caller changed its mind'));
    await expect(pending).rejects.toThrow('the caller changed its mind');
  });
});

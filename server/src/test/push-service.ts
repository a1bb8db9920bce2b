import { createDecipheriv, createECDH, createHmac, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service on loopback for tests, speaking the receiving side of Web Push: it checks the VAPID
 * JWT (RFC 8292) and decrypts the aes128gcm body (RFC 8291) with the subscription's own private key.
 */

export interface ReceivedPush {
  path: string;
  /** What this stand-in answered. */
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
export class TestSubscriber {
  readonly ecdh: ECDH = createECDH('prime256v1');
  readonly auth = randomBytes(16);
  readonly publicKey: Buffer;

  constructor(readonly endpoint: string) {
    this.publicKey = this.ecdh.generateKeys();
  }

  /** What the browser's PushSubscription.toJSON() gives the app. */
  toJSON() {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: { p256dh: this.publicKey.toString('base64url'), auth: this.auth.toString('base64url') },
    };
  }

  /** RFC 8291 section 3 and RFC 8188: one record, its header carrying the salt and the sender's key. */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const recordSize = body.readUInt32BE(16);
    const keyIdLength = body[20] ?? 0;
    const serverPublicKey = body.subarray(21, 21 + keyIdLength);
    const record = body.subarray(21 + keyIdLength);
    if (record.length > recordSize) throw new Error('more than one record');
    const hmac = (key: Buffer, ...data: Buffer[]) => createHmac('sha256', key).update(Buffer.concat(data)).digest();
    const ecdhSecret = this.ecdh.computeSecret(serverPublicKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.publicKey, serverPublicKey]);
    const ikm = hmac(hmac(this.auth, ecdhSecret), keyInfo, Buffer.from([1]));
    const prk = hmac(salt, ikm);
    const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
    const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 0x02, then any zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== 2) throw new Error('no last-record delimiter');
    return padded.subarray(0, end).toString('utf8');
  }
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
  publicKey: string;
}

/** Checks the `Authorization: vapid t=<JWT>, k=<key>` header's ES256 signature; returns the claims. */
export function verifyVapid(authorization: string | undefined): VapidClaims {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [header, claims, signature] = match[1].split('.');
  if (!header || !claims || !signature) throw new Error('malformed JWT');
  const point = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('bad JWT signature');
  const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string };
  if (alg !== 'ES256') throw new Error(`JWT alg ${alg}`);
  return { ...JSON.parse(Buffer.from(claims, 'base64url').toString()), publicKey: match[2] };
}

export class TestPushService {
  /** Every request, whatever it was answered. */
  readonly received: ReceivedPush[] = [];
  /**
   * Statuses to answer per path, in order; 201 once they run out; 0 holds the request unanswered; a promise
   * holds it until it resolves (the request is recorded then).
   */
  readonly answers = new Map<string, Array<number | Promise<number>>>();
  private waiters: Array<() => void> = [];
  private readonly server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const path = request.url ?? '/';
      const status = await (this.answers.get(path)?.shift() ?? 201);
      this.received.push({ path, status, headers: request.headers, body: Buffer.concat(chunks) });
      if (status !== 0) response.writeHead(status).end();
      for (const wake of this.waiters.splice(0)) wake();
    });
  });

  static async start(): Promise<TestPushService> {
    const service = new TestPushService();
    await new Promise<void>((resolve) => service.server.listen(0, '127.0.0.1', resolve));
    return service;
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  subscriber(): TestSubscriber {
    return new TestSubscriber(`${this.origin}/push/${randomBytes(8).toString('hex')}`);
  }

  /** Resolves with `check`'s first defined answer, checked after each request and every 250 ms; fails after `timeoutMs`. */
  async waitFor<T>(check: () => T | undefined | Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = await check();
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('the push service got no such request in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Every request to the subscriber's endpoint. */
  requestsTo(subscriber: TestSubscriber): ReceivedPush[] {
    const path = new URL(subscriber.endpoint).pathname;
    return this.received.filter((push) => push.path === path);
  }

  /** Waits for the subscriber's push number `index` (from 0) that this stand-in accepted. */
  acceptedPush(subscriber: TestSubscriber, index = 0): Promise<ReceivedPush> {
    return this.waitFor(() => this.requestsTo(subscriber).filter((push) => push.status === 201)[index]);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

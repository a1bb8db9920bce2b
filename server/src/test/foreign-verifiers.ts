import { createHash, webcrypto } from 'node:crypto';
import {
  checkClockSkew,
  parseAndImportPublicKey,
  parseRequestSignature,
  RFC9421SignatureBaseFactory,
  verifyDigestHeader,
  verifyDraftSignature,
  verifyRFC9530DigestHeader,
} from '@misskey-dev/node-http-message-signatures';
import httpSignature from '@peertube/http-signature';
import type { Captured } from './fake-remote.js';

/**
 * Other servers' own checks of a request they received (a `Captured` one: as their node server saw it).
 * Each answers true, or why it refused. `now` is the receiver's clock (a later one makes the request old).
 */

const requestLike = (request: Captured) => ({
  method: request.method,
  url: request.url,
  httpVersion: request.httpVersion,
  headers: request.headers,
});

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * PeerTube's inbox check (server/core/middlewares/validators/activitypub/signature.ts and
 * helpers/peertube-crypto.ts): the library parses with a 30-minute clock skew over `(request-target) host date
 * digest` and verifies with the actor's key; PeerTube compares the Digest with its own.
 */
export function verifiedByPeerTube(request: Captured, publicKeyPem: string): true | string {
  try {
    const parsed = httpSignature.parseRequest(requestLike(request), {
      clockSkew: 1800,
      headers: ['(request-target)', 'host', 'date', 'digest'],
    });
    const digest = `SHA-256=${createHash('sha256').update(request.body.toString()).digest('base64')}`;
    if (request.headers.digest !== digest) return 'digest mismatch';
    return httpSignature.verifySignature(parsed, publicKeyPem) || 'bad signature';
  } catch (error) {
    return reason(error);
  }
}

/** Misskey's inbox check of a draft-cavage request: its library's digest check, parse (clock skew) and verify. */
export async function verifiedByMisskeyDraft(
  request: Captured,
  publicKeyPem: string,
  now = new Date(),
): Promise<true | string> {
  try {
    const like = requestLike(request);
    if (!(await verifyDigestHeader(like, request.body, true))) return 'digest mismatch';
    const parsed = parseRequestSignature(like, { clockSkew: { now } });
    if (parsed.version !== 'draft') return `not a draft signature: ${parsed.version}`;
    return (await verifyDraftSignature(parsed.value, publicKeyPem)) || 'bad signature';
  } catch (error) {
    return reason(error);
  }
}

/**
 * An RFC 9421 request checked with Misskey's library as far as it goes at 0.0.10: its Content-Digest check,
 * its signature base, its key import; WebCrypto verifies the signature over that base. `created` must be
 * within the library's clock skew (5 minutes) of `now`.
 */
export async function verifiedByMisskeyRfc9421(
  request: Captured,
  publicKeyPem: string,
  now = new Date(),
): Promise<true | string> {
  try {
    const like = requestLike(request);
    if (!(await verifyRFC9530DigestHeader(like, request.body, { failOnNoDigest: true }))) return 'digest mismatch';
    const factory = new RFC9421SignatureBaseFactory(like, 'http');
    const [label, input] = [...(factory.requestSignatureInput ?? new Map())][0] ?? [];
    if (!label || !input) return 'no signature input';
    const components = input[0].map(([name]: [string, unknown]) => name);
    if (!['@method', '@target-uri', 'content-digest'].every((name) => components.includes(name))) {
      return `too little signed: ${components.join(' ')}`;
    }
    checkClockSkew(new Date(Number(input[1].get('created')) * 1000), now);
    const signature = String(request.headers.signature).match(new RegExp(`${label}=:([^:]+):`))?.[1];
    if (!signature) return 'no signature';
    const { publicKey, algorithm } = await parseAndImportPublicKey(publicKeyPem);
    const base = new TextEncoder().encode(factory.generate(label));
    const valid = await webcrypto.subtle.verify(algorithm, publicKey, Buffer.from(signature, 'base64'), base);
    return valid || 'bad signature';
  } catch (error) {
    return reason(error);
  }
}

/** The same request with another body (what a tampering relay would forward). */
export const withBody = (request: Captured, body: string): Captured => ({ ...request, body: Buffer.from(body) });

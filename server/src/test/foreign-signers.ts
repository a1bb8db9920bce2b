import { createHash, webcrypto } from 'node:crypto';
import {
  convertSignatureParamsDictionary,
  genDigestHeaderBothRFC3230AndRFC9530,
  genRFC3230DigestHeader,
  importPrivateKey,
  RFC9421SignatureBaseFactory,
  signAsDraftToRequest,
} from '@misskey-dev/node-http-message-signatures';
import httpSignature from '@peertube/http-signature';

/**
 * Other servers' own signing code, as they call it:
 * - PeerTube signs with `@peertube/http-signature` (draft-cavage, rsa-sha256) over `(request-target) host date
 *   digest`, the Digest built by PeerTube itself (HTTP_SIGNATURE in server/core/initializers/constants.ts and
 *   buildDigest in server/core/helpers/peertube-crypto.ts, https://github.com/Chocobozzz/PeerTube);
 * - Misskey signs with `@misskey-dev/node-http-message-signatures`: `signAsDraftToRequest` over
 *   `(request-target) date host digest` (packages/backend/src/core/activitypub/ApRequestService.ts,
 *   https://github.com/misskey-dev/misskey); for RFC 9421 the library (0.0.10) builds the signature base
 *   (`RFC9421SignatureBaseFactory`), the parameters and both digests, and WebCrypto signs the base.
 */
export type ForeignSigner = 'peertube' | 'misskey-draft' | 'misskey-rfc9421';

export const FOREIGN_SIGNERS: ForeignSigner[] = ['peertube', 'misskey-draft', 'misskey-rfc9421'];

export interface SigningKey {
  keyId: string;
  privateKeyPem: string;
}

export interface SignOptions {
  /** The Date (and RFC 9421 `created`) to claim; now by default. */
  date?: Date;
}

const ACTIVITY_TYPE = 'application/activity+json';

function peertube(url: URL, body: string, key: SigningKey, date: Date): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': ACTIVITY_TYPE,
    host: url.host,
    date: date.toUTCString(),
    digest: `SHA-256=${createHash('sha256').update(body).digest('base64')}`,
  };
  httpSignature.signRequest(
    {
      method: 'POST',
      path: url.pathname,
      getHeader: (name) => headers[name.toLowerCase()],
      setHeader: (name, value) => {
        headers[name.toLowerCase()] = value;
      },
    },
    {
      algorithm: 'rsa-sha256',
      authorizationHeaderName: 'signature',
      keyId: key.keyId,
      key: key.privateKeyPem,
      headers: ['(request-target)', 'host', 'date', 'digest'],
    },
  );
  return headers;
}

async function misskeyDraft(url: URL, body: string, key: SigningKey, date: Date): Promise<Record<string, string>> {
  const request = {
    url: url.href,
    method: 'POST',
    headers: { Date: date.toUTCString(), Host: url.host, 'Content-Type': ACTIVITY_TYPE } as Record<string, string>,
    body,
  };
  request.headers.Digest = await genRFC3230DigestHeader(body, 'SHA-256');
  await signAsDraftToRequest(request, key, ['(request-target)', 'date', 'host', 'digest']);
  return request.headers;
}

async function misskeyRfc9421(url: URL, body: string, key: SigningKey, date: Date): Promise<Record<string, string>> {
  const request = {
    url: url.href,
    method: 'POST',
    headers: { Date: date.toUTCString(), Host: url.host, 'Content-Type': ACTIVITY_TYPE } as Record<string, string>,
    body,
  };
  await genDigestHeaderBothRFC3230AndRFC9530(request, body, 'SHA-256');
  const components = ['@method', '@target-uri', '@authority', 'date', 'content-digest'].map(
    (name) => [name, new Map()] as [string, Map<string, string>],
  );
  const params = new Map<string, string | number>([
    ['keyid', key.keyId],
    ['alg', 'rsa-v1_5-sha256'],
    ['created', Math.floor(date.getTime() / 1000)],
  ]);
  request.headers['Signature-Input'] = convertSignatureParamsDictionary(new Map([['sig1', [components, params]]]));
  const base = new RFC9421SignatureBaseFactory(request).generate('sig1');
  const privateKey = await importPrivateKey(key.privateKeyPem);
  const signature = await webcrypto.subtle.sign(privateKey.algorithm, privateKey, new TextEncoder().encode(base));
  request.headers.Signature = `sig1=:${Buffer.from(signature).toString('base64')}:`;
  return request.headers;
}

/** The headers another server's library puts on a POST of `body` to `url`, signed with `key`. */
export async function signForeign(
  signer: ForeignSigner,
  url: string,
  body: string,
  key: SigningKey,
  options: SignOptions = {},
): Promise<Record<string, string>> {
  const date = options.date ?? new Date();
  const target = new URL(url);
  if (signer === 'peertube') return peertube(target, body, key, date);
  if (signer === 'misskey-draft') return misskeyDraft(target, body, key, date);
  return misskeyRfc9421(target, body, key, date);
}

/** POSTs `body` to an inbox signed by another server's library; the status and the JSON answer. */
export async function postSigned(
  signer: ForeignSigner,
  inbox: string,
  body: string,
  key: SigningKey,
  options: SignOptions & { sentBody?: string } = {},
): Promise<{ status: number; body: unknown }> {
  const headers = await signForeign(signer, inbox, body, key, options);
  delete headers.host;
  delete headers.Host;
  const response = await fetch(inbox, { method: 'POST', headers, body: options.sentBody ?? body });
  return { status: response.status, body: await response.json().catch(() => null) };
}

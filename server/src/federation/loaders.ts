import { signRequest } from '@fedify/fedify';
import { type DocumentLoader, getRemoteDocument, preloadedContexts } from '@fedify/vocab-runtime';
import type { Outbound } from '../outbound/index.js';
import type { KeyPair } from './keys.js';

/** What we ask a peer for: its ActivityPub JSON. */
export const ACTIVITY_ACCEPT =
  'application/activity+json, application/ld+json; profile="https://www.w3.org/ns/activitystreams"';
/** An actor, a key or a note is small; a bigger answer is refused rather than read. */
const MAX_DOCUMENT_BYTES = 1024 * 1024;

/**
 * Fedify's JSON-LD document loader on the outbound module (pinned DNS, private addresses refused, timeouts,
 * size cap), so every document Fedify reads about a peer (actors, keys, objects) goes the one safe way out.
 * The contexts everyone uses are answered from Fedify's preloaded copies. `signer` signs each GET (the
 * instance actor's key: servers with authorized fetch answer only signed requests). Nothing is read from a
 * server `refused` names (an admin blocked its domain).
 */
export function outboundDocumentLoader(
  outbound: Outbound,
  userAgent: string,
  signer?: () => Promise<{ keyId: URL; privateKey: KeyPair['privateKey'] }>,
  refused?: (host: string) => Promise<boolean>,
): DocumentLoader {
  const load: DocumentLoader = async (url, options) => {
    const preloaded = preloadedContexts[url];
    if (preloaded) return { contextUrl: null, documentUrl: url, document: preloaded };
    if (refused && URL.canParse(url) && (await refused(new URL(url).host))) {
      throw new Error(`${new URL(url).host} is blocked`);
    }
    let request = new Request(url, {
      headers: { accept: ACTIVITY_ACCEPT, 'user-agent': userAgent },
      signal: options?.signal,
    });
    if (signer) {
      const { keyId, privateKey } = await signer();
      request = await signRequest(request, privateKey, keyId);
    }
    const response = await outbound.fetch(request, { maxResponseBytes: MAX_DOCUMENT_BYTES });
    return getRemoteDocument(url, response, load);
  };
  return load;
}

import type { Db } from '../db/schema.js';
import { findMediaByFileNames } from '../media/queries.js';
import { MEDIA_URL_PREFIX } from '../media/storage.js';

const ATTACHMENT_TYPES = new Set(['Document', 'Image', 'Video']);
const BLURHASH_TERM = { toot: 'http://joinmastodon.org/ns#', blurhash: 'toot:blurhash' };

type Json = Record<string, unknown>;

/** Our attachments in a document: objects of an attachment type whose `url` is a file of ours. */
function ourAttachments(node: unknown, prefix: string, found: Json[], depth = 0): Json[] {
  if (depth > 6 || typeof node !== 'object' || node === null) return found;
  if (Array.isArray(node)) {
    for (const item of node) ourAttachments(item, prefix, found, depth + 1);
    return found;
  }
  const record = node as Json;
  if (ATTACHMENT_TYPES.has(String(record.type)) && typeof record.url === 'string' && record.url.startsWith(prefix)) {
    found.push(record);
  }
  for (const key of ['object', 'attachment', 'orderedItems', 'items'])
    ourAttachments(record[key], prefix, found, depth + 1);
  return found;
}

/**
 * Fedify's vocabulary has no `blurhash` (Mastodon's `toot:blurhash`), so our Notes' attachments get theirs
 * in the JSON: each attachment that is a file of ours takes its media row's hash, and the term joins the
 * context. Changes `document` in place; false when there was nothing to add.
 */
export async function addBlurhashes(db: Db, publicUrl: string, document: Json): Promise<boolean> {
  const prefix = new URL(MEDIA_URL_PREFIX, publicUrl).href;
  const attachments = ourAttachments(document, prefix, []);
  if (attachments.length === 0) return false;
  const names = attachments.map((attachment) => String(attachment.url).slice(prefix.length));
  const rows = await findMediaByFileNames(db, names);
  const hashes = new Map(rows.flatMap((row) => (row.blurhash ? [[row.file_name, row.blurhash] as const] : [])));
  let added = false;
  for (const attachment of attachments) {
    const hash = hashes.get(String(attachment.url).slice(prefix.length));
    if (!hash) continue;
    attachment.blurhash = hash;
    added = true;
  }
  if (added)
    document['@context'] = [document['@context'] ?? 'https://www.w3.org/ns/activitystreams', BLURHASH_TERM].flat();
  return added;
}

/** A served JSON-LD text with its attachments' BlurHashes added; the text unchanged when none apply. */
export async function servedWithBlurhashes(db: Db, publicUrl: string, text: string): Promise<string> {
  if (!text.includes(new URL(MEDIA_URL_PREFIX, publicUrl).href)) return text;
  try {
    const document = JSON.parse(text) as Json;
    return (await addBlurhashes(db, publicUrl, document)) ? JSON.stringify(document) : text;
  } catch {
    return text;
  }
}

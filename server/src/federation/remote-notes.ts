import type { Context } from '@fedify/fedify';
import { Article, Document, Image, Link, Mention, Note, Page, PUBLIC_COLLECTION, Question, Video } from '@fedify/vocab';
import { IMG_ALT_MAX, SPOILER_MAX } from '@threads/contract';
import type { AppContext } from '../context.js';
import { type MentionTag, remoteHtmlToText } from './remote-html.js';

/** The kinds of remote object stored as posts; the others are recorded and left alone. */
export type PostLike = Note | Article | Page | Question;

export const isPostLike = (object: unknown): object is PostLike =>
  object instanceof Note || object instanceof Article || object instanceof Page || object instanceof Question;

/** Who may read a remote note: everyone, its author's followers, or only the people it names (refused here). */
export type Audience = 'public' | 'followers' | 'direct';

/** A remote note as our text model, with what it points at. */
export interface RemoteNote {
  uri: string;
  url: string | null;
  text: string;
  spoiler: string;
  audience: Audience;
  /** When it says it was published (ms), if it says so. */
  published: number | null;
  inReplyTo: string | null;
  quote: string | null;
  /** The actor URIs its `Mention` tags point at. */
  mentioned: string[];
  /** Its first image (with its alt text) and first video: a post here carries one of each. */
  image: { url: string; alt: string } | null;
  video: { url: string } | null;
}

const PUBLIC = new Set([PUBLIC_COLLECTION.href, 'as:Public', 'Public']);

const cut = (text: string, max: number) => [...text].slice(0, max).join('');

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * Public when addressed to the public collection; followers-only when addressed to a collection (anything not
 * an actor it mentions nor one of ours); direct otherwise (only the people it names).
 */
function audienceOf(ctx: Context<AppContext>, object: PostLike, mentioned: readonly string[]): Audience {
  const recipients = [...object.toIds, ...object.ccIds].map((url) => url.href);
  if (recipients.some((href) => PUBLIC.has(href))) return 'public';
  const named = new Set(mentioned);
  const others = recipients.filter((href) => !named.has(href) && ctx.parseUri(new URL(href))?.type !== 'actor');
  return others.length > 0 ? 'followers' : 'direct';
}

async function mentionsOf(object: PostLike): Promise<MentionTag[]> {
  const mentions: MentionTag[] = [];
  // Tags are embedded: nothing is fetched (a tag given only by its id is skipped).
  for await (const tag of object.getTags({ suppressError: true, documentLoader: refuseFetch })) {
    if (tag instanceof Mention && tag.href) mentions.push({ href: tag.href.href, name: str(tag.name) || null });
  }
  return mentions.slice(0, 50);
}

const refuseFetch = async (url: string): Promise<never> => {
  throw new Error(`not fetched: ${url}`);
};

/** An Article's or Page's title and link, a Question's options as lines: shown as best we can. */
function bodyOf(object: PostLike, mentions: readonly MentionTag[], url: string | null): string {
  const content = remoteHtmlToText(str(object.content), mentions);
  if (object instanceof Article || object instanceof Page) {
    return [str(object.name).trim(), url ?? object.id?.href ?? '', content].filter(Boolean).join('\n\n');
  }
  return content;
}

async function pollOptions(object: PostLike): Promise<string> {
  if (!(object instanceof Question)) return '';
  const lines: string[] = [];
  const options = { suppressError: true, documentLoader: refuseFetch };
  for await (const option of object.getExclusiveOptions(options)) lines.push(`○ ${str(option.name)}`);
  for await (const option of object.getInclusiveOptions(options)) lines.push(`☐ ${str(option.name)}`);
  return lines.slice(0, 20).join('\n');
}

/** The first image and the first video among a note's attachments (embedded ones; nothing is fetched). */
async function mediaOf(object: PostLike): Promise<Pick<RemoteNote, 'image' | 'video'>> {
  let image: RemoteNote['image'] = null;
  let video: RemoteNote['video'] = null;
  for await (const item of object.getAttachments({ suppressError: true, documentLoader: refuseFetch })) {
    if (!(item instanceof Document || item instanceof Image || item instanceof Video)) continue;
    const url = pageOf(item);
    const type = item.mediaType ?? '';
    if (!url) continue;
    if (!image && (item instanceof Image || type.startsWith('image/'))) {
      image = { url, alt: cut(str(item.name).trim(), IMG_ALT_MAX) };
    } else if (!video && (item instanceof Video || type.startsWith('video/'))) {
      video = { url };
    }
  }
  return { image, video };
}

function pageOf(object: PostLike | Document | Image | Video): string | null {
  const url = object.url;
  const href = url instanceof Link ? url.href : url;
  return href && /^https?:$/.test(href.protocol) ? href.href : null;
}

/** Reads a remote Note (Article, Page, Question) into our model; undefined without an id. */
export async function readRemoteNote(ctx: Context<AppContext>, object: PostLike): Promise<RemoteNote | undefined> {
  if (!object.id) return undefined;
  const mentions = await mentionsOf(object);
  const url = pageOf(object);
  const poll = await pollOptions(object);
  const text = [bodyOf(object, mentions, url), poll].filter(Boolean).join('\n\n');
  const mentioned = mentions.map((m) => m.href);
  return {
    uri: object.id.href,
    url,
    text,
    spoiler: cut(remoteHtmlToText(str(object.summary)).replace(/\s+/g, ' '), SPOILER_MAX),
    audience: audienceOf(ctx, object, mentioned),
    published: object.published ? object.published.epochMilliseconds : null,
    inReplyTo: object.replyTargetId?.href ?? null,
    quote: object instanceof Page ? null : ((object.quoteId ?? object.quoteUrl)?.href ?? null),
    mentioned,
    ...(await mediaOf(object)),
  };
}

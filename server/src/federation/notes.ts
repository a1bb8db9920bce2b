import type { Context } from '@fedify/fedify';
import {
  Announce,
  Create,
  Delete,
  Document,
  Hashtag,
  Mention,
  Note,
  PUBLIC_COLLECTION,
  Tombstone,
  Update,
} from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import type { AppContext } from '../context.js';
import type { NotePerson, NoteSource } from './note-source.js';
import { textToHtml } from './text-html.js';
import { absoluteUrl, noteUri, postPage, REPLIES_COLLECTION } from './urls.js';

type Ctx = Context<AppContext>;

const instant = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms);
const videoType = (url: string) =>
  /\.webm$/i.test(url) ? 'video/webm' : /\.mov$/i.test(url) ? 'video/quicktime' : 'video/mp4';

/** A person's actor id: theirs for remote people, ours built from their `_id` otherwise. */
export function actorIdOf(ctx: Ctx, person: Pick<NotePerson, 'id' | 'actor_uri'>): URL {
  return person.actor_uri ? new URL(person.actor_uri) : ctx.getActorUri(person.id);
}

/** `@name@host` of anyone, ours included. */
export function handleOf(ctx: Ctx, person: Pick<NotePerson, 'username' | 'actor_uri'>): string {
  return person.actor_uri ? `@${person.username}` : `@${person.username}@${ctx.host}`;
}

/**
 * Who a public post is addressed to: everyone, the author's followers, the people it mentions, and the authors
 * of the post it answers and of the post it quotes.
 */
function addressing(ctx: Ctx, source: NoteSource) {
  const answered = [source.parent, source.quoted].flatMap((post) => (post ? [actorIdOf(ctx, post)] : []));
  const ccs = [...source.mentioned.map((person) => actorIdOf(ctx, person)), ...answered];
  const unique = [...new Map(ccs.map((url) => [url.href, url])).values()];
  return { to: PUBLIC_COLLECTION, ccs: [ctx.getFollowersUri(source.post.author_id), ...unique] };
}

/**
 * A post (or a quote: a repost with words) as a `Note`: HTML content from our text, the addressing, tags
 * (`Hashtag`, `Mention`), its image and video as `Document`s with type, size and alt text, the content
 * warning as `summary` with `sensitive`, a quote as `quote` (FEP-044f) and `quoteUrl`.
 */
export function postToNote(ctx: Ctx, source: NoteSource): Note {
  const { post } = source;
  const publicUrl = ctx.data.config.publicUrl as string;
  const mentionLinks = new Map(
    source.mentioned.map((person) => [
      person.username.toLowerCase(),
      person.profile_url ?? new URL(`/${person.username}`, publicUrl).href,
    ]),
  );
  const attachments: Document[] = [];
  if (post.img) {
    attachments.push(
      new Document({
        url: absoluteUrl(publicUrl, post.img),
        mediaType: source.image?.mime ?? 'image/jpeg',
        width: source.image?.width ?? null,
        height: source.image?.height ?? null,
        name: post.img_alt || null,
      }),
    );
  }
  if (post.video) {
    attachments.push(
      new Document({
        url: absoluteUrl(publicUrl, post.video),
        mediaType: videoType(post.video),
        width: post.video_width,
        height: post.video_height,
      }),
    );
  }
  const quote = source.quoted ? noteIdOf(ctx, source.quoted) : null;
  return new Note({
    id: ctx.getObjectUri(Note, { id: post.id }),
    attribution: ctx.getActorUri(post.author_id),
    content: textToHtml(post.text, publicUrl, (handle) => mentionLinks.get(handle)),
    replyTarget: source.parent ? noteIdOf(ctx, source.parent) : null,
    published: instant(post.created_at),
    updated: post.edited_at === null ? null : instant(post.edited_at),
    url: postPage(publicUrl, post.author_username, post.id),
    replies: ctx.getCollectionUri(REPLIES_COLLECTION, { id: post.id }),
    ...addressing(ctx, source),
    summary: post.spoiler || null,
    sensitive: post.spoiler !== '',
    tags: [
      ...source.tags.map(
        (tag) => new Hashtag({ href: new URL(`/tag/${encodeURIComponent(tag)}`, publicUrl), name: `#${tag}` }),
      ),
      ...source.mentioned.map((person) => new Mention({ href: actorIdOf(ctx, person), name: handleOf(ctx, person) })),
    ],
    attachments,
    quote,
    quoteUrl: quote,
  });
}

/** A post's Note id: a remote post keeps its own. */
function noteIdOf(ctx: Ctx, post: { post_id: string; post_uri: string | null }): URL {
  return post.post_uri ? new URL(post.post_uri) : noteUri(ctx.data.config.publicUrl as string, post.post_id);
}

export function createOf(ctx: Ctx, source: NoteSource): Create {
  const note = postToNote(ctx, source);
  return new Create({
    id: new URL(`${note.id?.href}#create`),
    actor: ctx.getActorUri(source.post.author_id),
    object: note,
    published: note.published,
    ...addressing(ctx, source),
  });
}

export function updateOf(ctx: Ctx, source: NoteSource): Update {
  const note = postToNote(ctx, source);
  const at = source.post.edited_at ?? Date.now();
  return new Update({
    id: new URL(`${note.id?.href}#update-${at}`),
    actor: ctx.getActorUri(source.post.author_id),
    object: note,
    published: instant(at),
    ...addressing(ctx, source),
  });
}

/** A plain repost (no words of its own) is an `Announce` of the original. */
export function announceOf(ctx: Ctx, source: NoteSource): Announce {
  const original = source.quoted;
  return new Announce({
    id: new URL(`${noteUri(ctx.data.config.publicUrl as string, source.post.id).href}#announce`),
    actor: ctx.getActorUri(source.post.author_id),
    object: original ? noteIdOf(ctx, original) : null,
    published: instant(source.post.created_at),
    to: PUBLIC_COLLECTION,
    ccs: [ctx.getFollowersUri(source.post.author_id), ...(original ? [actorIdOf(ctx, original)] : [])],
  });
}

/** A deleted post as a `Delete` of its `Tombstone`. */
export function deleteOf(ctx: Ctx, post: { id: string; author_id: string }, deletedAt: number): Delete {
  const id = noteUri(ctx.data.config.publicUrl as string, post.id);
  return new Delete({
    id: new URL(`${id.href}#delete`),
    actor: ctx.getActorUri(post.author_id),
    object: new Tombstone({ id, deleted: instant(deletedAt) }),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(post.author_id),
  });
}

import type { Db } from '../db/schema.js';
import { MEDIA_URL_PREFIX } from '../media/storage.js';
import { remoteMentionsOf } from './text-html.js';

/** A person a Note names: ours (no actor_uri) or remote. */
export interface NotePerson {
  id: string;
  username: string;
  actor_uri: string | null;
  profile_url: string | null;
  inbox_url: string | null;
  shared_inbox_url: string | null;
}

const personColumns = [
  'users.id',
  'users.username',
  'users.actor_uri',
  'users.profile_url',
  'users.inbox_url',
  'users.shared_inbox_url',
] as const;

/**
 * Everything a post's Note says, in a few statements: the post, its author, the people it mentions (ours, and
 * remote people we know by their `@name@host`), tags, media sizes, the quoted post and the parent (with their
 * authors, and the note ids of remote ones).
 */
export async function loadNoteSource(db: Db, postId: string) {
  const post = await db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.author_id')
    .selectAll('posts')
    .select(['users.username as author_username', 'users.host as author_host'])
    .where('posts.id', '=', postId)
    .executeTakeFirst();
  if (!post) return undefined;
  const handles = remoteMentionsOf(post.text);
  const [mentioned, remoteMentioned, tags, media, quoted, parent] = await Promise.all([
    db
      .selectFrom('post_mentions')
      .innerJoin('users', 'users.id', 'post_mentions.user_id')
      .select(personColumns)
      .where('post_mentions.post_id', '=', postId)
      .execute(),
    handles.length === 0
      ? []
      : db
          .selectFrom('users')
          .select(personColumns)
          .where('username', 'in', handles)
          .where('host', 'is not', null)
          .execute(),
    db.selectFrom('post_tags').select('tag').where('post_id', '=', postId).execute(),
    post.img
      ? db
          .selectFrom('media')
          .select(['width', 'height', 'mime'])
          .where('file_name', '=', post.img.slice(MEDIA_URL_PREFIX.length))
          .executeTakeFirst()
      : undefined,
    post.repost_of
      ? db
          .selectFrom('posts')
          .innerJoin('users', 'users.id', 'posts.author_id')
          .select(['posts.id as post_id', 'posts.uri as post_uri', ...personColumns])
          .where('posts.id', '=', post.repost_of)
          .executeTakeFirst()
      : undefined,
    post.reply_to
      ? db
          .selectFrom('posts')
          .innerJoin('users', 'users.id', 'posts.author_id')
          .select(['posts.id as post_id', 'posts.uri as post_uri', ...personColumns])
          .where('posts.id', '=', post.reply_to)
          .executeTakeFirst()
      : undefined,
  ]);
  return {
    post,
    mentioned: [...mentioned, ...remoteMentioned] as NotePerson[],
    tags: tags.map((row) => row.tag),
    image: media,
    quoted,
    parent,
  };
}

export type NoteSource = NonNullable<Awaited<ReturnType<typeof loadNoteSource>>>;

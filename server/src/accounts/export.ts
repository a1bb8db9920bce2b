import { Readable } from 'node:stream';
import type yazl from 'yazl';
import type { AppContext } from '../context.js';
import type { Db } from '../db/schema.js';
import type { UserRow } from '../db/tables/users.js';
import { notFound } from '../errors.js';
import { keyFromUrl } from '../media/storage.js';
import { findUserById } from '../users/queries.js';
import { visibilityMessages } from '../visibility/messages.js';
import { fileBytes, type JsonPieces, jsonArray, jsonObject } from './export-json.js';
import { exportQueries as rows } from './export-queries.js';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Our media URLs become paths inside the archive (`media/<name>`), collecting the keys to pack. The
 * collection holds one short entry per file, as the zip's own directory does.
 */
function mediaCollector() {
  const keys = new Map<string, string>();
  const archived = (url: string | null | undefined): string | null => {
    if (!url) return null;
    const key = keyFromUrl(url);
    if (!key) return url;
    const path = `media/${key.slice(key.lastIndexOf('/') + 1)}`;
    keys.set(key, path);
    return path;
  };
  return { keys, archived };
}

type Archived = ReturnType<typeof mediaCollector>['archived'];

/** Every JSON file of the archive, each written page by page from the database when the zip reaches it. */
function jsonFiles(db: Db, user: UserRow, archived: Archived): Record<string, () => JsonPieces> {
  const userId = user.id;
  const line = (value: unknown) => JSON.stringify(value);
  async function* conversation(c: {
    conversation_id: string;
    other_id: string | null;
    username: string | null;
    deleted_at: number | null;
  }) {
    yield `{"_id": ${line(c.conversation_id)}, "with": ${line({ _id: c.other_id, username: c.deleted_at === null ? c.username : null })}, "messages": `;
    yield* jsonArray(rows.messages(db, c.conversation_id), (m) =>
      line({
        _id: m.id,
        sender: m.sender_id,
        mine: m.sender_id === userId,
        text: m.text,
        img: archived(m.img),
        seen: m.seen === 1,
        createdAt: iso(m.created_at),
      }),
    );
    yield '}';
  }
  return {
    'profile.json': async function* () {
      yield JSON.stringify(
        {
          _id: user.id,
          username: user.username,
          name: user.name,
          email: user.email,
          bio: user.bio,
          profilePic: archived(user.profile_pic),
          createdAt: iso(user.created_at),
          twoFactorEnabled: user.totp_enabled === 1,
        },
        null,
        2,
      );
    },
    'posts.json': () =>
      jsonObject({
        posts: jsonArray(rows.posts(db, userId), (p) =>
          line({
            _id: p.id,
            text: p.text,
            img: archived(p.img),
            video: archived(p.video),
            poster: archived(p.poster),
            repostOf: p.repost_of,
            createdAt: iso(p.created_at),
          }),
        ),
        replies: jsonArray(rows.replies(db, userId), (r) =>
          line({
            _id: r.id,
            postId: r.reply_to,
            text: r.text,
            img: archived(r.img),
            video: archived(r.video),
            poster: archived(r.poster),
            createdAt: iso(r.created_at),
          }),
        ),
      }),
    'likes.json': () =>
      jsonArray(rows.likes(db, userId), (l) => line({ postId: l.post_id, createdAt: iso(l.created_at) })),
    'bookmarks.json': () =>
      jsonArray(rows.bookmarks(db, userId), (b) => line({ postId: b.post_id, bookmarkedAt: iso(b.created_at) })),
    'following.json': () =>
      jsonArray(rows.following(db, userId), (f) =>
        line({ _id: f.id, username: f.username, followedAt: iso(f.created_at) }),
      ),
    'followers.json': () =>
      jsonArray(rows.followers(db, userId), (f) =>
        line({ _id: f.id, username: f.username, followedAt: iso(f.created_at) }),
      ),
    'stories.json': () =>
      jsonArray(rows.stories(db, userId), (s) =>
        line({
          _id: s.id,
          mediaType: s.media_type,
          media: archived(s.media_url),
          poster: archived(s.poster_url),
          createdAt: iso(s.created_at),
          expiresAt: iso(s.expires_at),
        }),
      ),
    'conversations.json': () => jsonArray(rows.conversations(db, userId), conversation),
    'notifications.json': () =>
      jsonArray(rows.notifications(db, userId), (n) =>
        line({
          _id: n.id,
          type: n.type,
          from: { _id: n.sender_id, username: n.sender_username },
          postId: n.post_id,
          isRead: n.is_read === 1,
          createdAt: iso(n.created_at),
        }),
      ),
  };
}

/** Adds an entry whose bytes are produced only when the zip reaches it; resolves once they are all written. */
function addLazily(zip: yazl.ZipFile, name: string, open: () => Promise<Readable | null>): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.addReadStreamLazy(name, (callback) => {
      open().then(
        (stream) => {
          if (!stream) return callback(new Error(`${name} vanished`), null as never);
          stream.once('end', resolve);
          stream.once('error', reject);
          callback(null, stream);
        },
        (error: Error) => {
          reject(error);
          callback(error, null as never);
        },
      );
    });
  });
}

/**
 * The person's data as a zip that streams out: each JSON file is written page by page from the database
 * when the zip reaches it, then every media file those reference, each read from the media store only when
 * its turn comes. Nothing of it is ever whole in memory.
 */
export async function exportArchive(ctx: AppContext, userId: string): Promise<{ fileName: string; stream: Readable }> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound(visibilityMessages.USER_NOT_FOUND);
  await ctx.limits.consume('exportsPerUser', userId);
  const { keys, archived } = mediaCollector();
  const { ZipFile } = (await import('yazl')).default;
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const fail = (error: Error) => output.destroy(error);
  zip.on('error', fail);

  const written = Object.entries(jsonFiles(ctx.db, user, archived)).map(([name, write]) =>
    addLazily(zip, name, async () => Readable.from(fileBytes(write()))),
  );
  // The media files are known once the JSON naming them is written.
  Promise.all(written)
    .then(async () => {
      for (const [key, path] of keys) {
        if ((await ctx.media.store.size(key)) === null) continue;
        addLazily(zip, path, () => ctx.media.store.read(key)).catch(fail);
      }
      zip.end();
    })
    .catch(fail);
  const day = iso(ctx.clock()).slice(0, 10);
  return { fileName: `threads-${user.username}-${day}.zip`, stream: output };
}

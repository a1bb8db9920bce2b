import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { AppContext } from '../context.js';
import { notFound } from '../errors.js';
import { keyFromUrl } from '../media/storage.js';
import { findUserById } from '../users/queries.js';
import { USER_NOT_FOUND } from '../users/service.js';
import { exportRows } from './export-queries.js';

const iso = (ms: number) => new Date(ms).toISOString();

/** Our media URLs become paths inside the archive (`media/<name>`), collecting the keys to pack. */
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

/**
 * The person's data as a zip: JSON files, then every media file they reference, each read from the
 * media store only when the zip gets to it, so the archive streams out and is never whole in memory.
 */
export async function exportArchive(ctx: AppContext, userId: string): Promise<{ fileName: string; stream: Readable }> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound(USER_NOT_FOUND);
  await ctx.limits.consume('exportsPerUser', userId);
  const rows = await exportRows(ctx.db, userId);
  const { keys, archived } = mediaCollector();

  const files: Record<string, unknown> = {
    'profile.json': {
      _id: user.id,
      username: user.username,
      name: user.name,
      email: user.email,
      bio: user.bio,
      profilePic: archived(user.profile_pic),
      createdAt: iso(user.created_at),
      twoFactorEnabled: user.totp_enabled === 1,
    },
    'posts.json': {
      posts: rows.posts.map((p) => ({
        _id: p.id,
        text: p.text,
        img: archived(p.img),
        video: archived(p.video),
        poster: archived(p.poster),
        repostOf: p.repost_of,
        createdAt: iso(p.created_at),
      })),
      replies: rows.replies.map((r) => ({ _id: r.id, postId: r.post_id, text: r.text, createdAt: iso(r.created_at) })),
    },
    'likes.json': rows.likes.map((l) => ({ postId: l.post_id, createdAt: iso(l.created_at) })),
    'bookmarks.json': [],
    'following.json': rows.following.map((f) => ({ _id: f.id, username: f.username, followedAt: iso(f.created_at) })),
    'followers.json': rows.followers.map((f) => ({ _id: f.id, username: f.username, followedAt: iso(f.created_at) })),
    'stories.json': rows.stories.map((s) => ({
      _id: s.id,
      mediaType: s.media_type,
      media: archived(s.media_url),
      poster: archived(s.poster_url),
      createdAt: iso(s.created_at),
      expiresAt: iso(s.expires_at),
    })),
    'conversations.json': rows.conversations.map((c) => ({
      _id: c.conversation_id,
      with: { _id: c.other_id, username: c.deleted_at === null ? c.username : null },
      messages: rows.messages
        .filter((m) => m.conversation_id === c.conversation_id)
        .map((m) => ({
          _id: m.id,
          sender: m.sender_id,
          mine: m.sender_id === userId,
          text: m.text,
          img: archived(m.img),
          seen: m.seen === 1,
          createdAt: iso(m.created_at),
        })),
    })),
    'notifications.json': rows.notifications.map((n) => ({
      _id: n.id,
      type: n.type,
      from: { _id: n.sender_id, username: n.sender_username },
      postId: n.post_id,
      isRead: n.is_read === 1,
      createdAt: iso(n.created_at),
    })),
  };

  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) {
    zip.addBuffer(Buffer.from(`${JSON.stringify(content, null, 2)}\n`), name);
  }
  for (const [key, path] of keys) {
    if ((await ctx.media.store.size(key)) === null) continue;
    zip.addReadStreamLazy(path, (callback) => {
      ctx.media.store.read(key).then(
        (stream) => (stream ? callback(null, stream) : callback(new Error(`media ${key} vanished`), null as never)),
        (error: Error) => callback(error, null as never),
      );
    });
  }
  zip.end();
  const day = iso(ctx.clock()).slice(0, 10);
  return { fileName: `threads-${user.username}-${day}.zip`, stream: zip.outputStream as Readable };
}

import type { Selectable } from 'kysely';

export interface MediaTable {
  id: string;
  owner_id: string;
  kind: 'image' | 'video';
  /** The storage key, made by the server: `<random>.<ext>`, or `private/<random>.<ext>` for private media. */
  file_name: string;
  poster_file_name: string | null;
  /** Private media: the one person besides the owner who may see it (a chat image's recipient). */
  shared_with_id: string | null;
  /** Private media of a group conversation: its members may see it. */
  conversation_id: string | null;
  mime: string;
  bytes: number;
  width: number;
  height: number;
  duration_ms: number | null;
  /** An image's (a video's poster's) BlurHash; a remote copy keeps the one its server sent. Null for older media. */
  blurhash: string | null;
  created_at: number;
}

export type MediaRow = Selectable<MediaTable>;

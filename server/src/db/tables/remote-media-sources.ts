import type { Selectable } from 'kysely';

/** A copy of a remote post's image or video and where it came from, kept so an expired copy is fetched again. */
export interface RemoteMediaSourcesTable {
  /** The storage key the post names (`posts.img` or `posts.video` is `/media/<file_name>`). */
  file_name: string;
  poster_file_name: string | null;
  post_id: string;
  kind: 'image' | 'video';
  /** The file on its author's server, fetched through the outbound module. */
  source_url: string;
  blurhash: string | null;
  /** When a process began fetching it again; null when none is. */
  claimed_at: number | null;
}

export type RemoteMediaSourceRow = Selectable<RemoteMediaSourcesTable>;

import type { Selectable } from 'kysely';

/** A remote note deleted before we stored it (its Delete overtook its Create): the late Create is refused. */
export interface RemoteTombstonesTable {
  uri: string;
  deleted_at: number;
}

export type RemoteTombstoneRow = Selectable<RemoteTombstonesTable>;

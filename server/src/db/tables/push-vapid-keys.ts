import type { Selectable } from 'kysely';

export interface PushVapidKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: number;
}

export type PushVapidKeyRow = Selectable<PushVapidKeysTable>;

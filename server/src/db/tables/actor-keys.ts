import type { Selectable } from 'kysely';

/** A local actor's key pair (JWK), made on first use; `owner` is a user id or `instance`. */
export interface ActorKeysTable {
  owner: string;
  kind: 'rsa' | 'ed25519';
  public_jwk: string;
  private_jwk: string;
  created_at: number;
}

export type ActorKeyRow = Selectable<ActorKeysTable>;

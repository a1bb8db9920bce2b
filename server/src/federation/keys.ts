import type { webcrypto } from 'node:crypto';
import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';
import type { Db } from '../db/schema.js';
import { underVitest } from '../lib/under-vitest.js';

type CryptoKey = webcrypto.CryptoKey;

export interface KeyPair {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

const KINDS = [
  { kind: 'rsa', algorithm: 'RSASSA-PKCS1-v1_5' },
  { kind: 'ed25519', algorithm: 'Ed25519' },
] as const;

/**
 * Fedify's RSA size, but 2048 bits under vitest: a 4096-bit pair took ~1 s of CPU to make (the federation tests
 * make hundreds); signing and verifying go the same way at either size, and Fedify accepts both.
 */
const RSA_BITS = underVitest ? 2048 : 4096;

function generatePair(algorithm: (typeof KINDS)[number]['algorithm']): Promise<KeyPair> {
  if (algorithm === 'Ed25519') return generateCryptoKeyPair(algorithm);
  const rsa = { name: algorithm, modulusLength: RSA_BITS, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' };
  return crypto.subtle.generateKey(rsa, true, ['sign', 'verify']);
}

/**
 * Actors whose imported keys stay in memory, the most recently used: an actor's RSA and Ed25519 pairs take
 * about 19 KB of the process (native key material), so these come to 5 MB where every person's would be 1.9 GB
 * at 100,000 people.
 */
const KEPT_OWNERS = 250;

/**
 * An actor's key pairs, RSA first (HTTP Signatures) then Ed25519 (Object Integrity Proofs): made by the job
 * queued at sign-up (actor-key-jobs.ts), or on first use when missing, and kept in `actor_keys`. Two processes
 * making them at once both insert `on conflict do nothing` and read back the winner, so an actor never has two
 * keys of a kind. Imported keys never change: the most recently used actors' stay in memory (`KEPT_OWNERS`).
 */
export class ActorKeys {
  /** Least recently used first: a use re-inserts its actor (a Map keeps insertion order). */
  private readonly loaded = new Map<string, Promise<KeyPair[]>>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
    private readonly kept = KEPT_OWNERS,
  ) {}

  pairsOf(owner: string): Promise<KeyPair[]> {
    let pairs = this.loaded.get(owner);
    if (pairs) {
      this.loaded.delete(owner);
    } else {
      pairs = this.load(owner);
      const loading = pairs;
      loading.catch(() => {
        if (this.loaded.get(owner) === loading) this.loaded.delete(owner);
      });
    }
    this.loaded.set(owner, pairs);
    if (this.loaded.size > this.kept) this.loaded.delete(this.loaded.keys().next().value as string);
    return pairs;
  }

  /** A deleted person's keys go with them. */
  forget(owner: string): void {
    this.loaded.delete(owner);
  }

  private async load(owner: string): Promise<KeyPair[]> {
    let rows = await this.rows(owner);
    if (rows.length < KINDS.length) {
      for (const { kind, algorithm } of KINDS) {
        if (rows.some((row) => row.kind === kind)) continue;
        const pair = await generatePair(algorithm);
        await this.db
          .insertInto('actor_keys')
          .values({
            owner,
            kind,
            public_jwk: JSON.stringify(await exportJwk(pair.publicKey)),
            private_jwk: JSON.stringify(await exportJwk(pair.privateKey)),
            created_at: this.clock(),
          })
          .onConflict((oc) => oc.columns(['owner', 'kind']).doNothing())
          .execute();
      }
      rows = await this.rows(owner);
    }
    return Promise.all(
      KINDS.map(async ({ kind }) => {
        const row = rows.find((candidate) => candidate.kind === kind);
        if (!row) throw new Error(`actor ${owner} has no ${kind} key`);
        return {
          privateKey: await importJwk(JSON.parse(row.private_jwk), 'private'),
          publicKey: await importJwk(JSON.parse(row.public_jwk), 'public'),
        };
      }),
    );
  }

  private rows(owner: string) {
    return this.db
      .selectFrom('actor_keys')
      .select(['kind', 'public_jwk', 'private_jwk'])
      .where('owner', '=', owner)
      .execute();
  }
}

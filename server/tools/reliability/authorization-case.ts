import { federationMessages } from '../../src/federation/messages.js';
import { movedMayStillSend } from '../../src/federation/moved-accounts.js';
import type { Phrase } from '../../src/lib/i18n/phrases.js';
import type { RawRequest } from './raw-request.js';
import type { Account, World } from './world.js';

/** Who sends a request in the authorization matrix. */
export type Actor = 'visitor' | 'other' | 'owner' | 'frozen';
export const actors: Actor[] = ['visitor', 'other', 'owner', 'frozen'];
/** The actors, and someone who moved their account to another server (world.moved), whose column is derived. */
export type Sender = Actor | 'moved';
export const senders: Sender[] = [...actors, 'moved'];

/** A status, or a status with the exact `{"error": …}` text (and, for a phrase, its `code`). */
export type Outcome = number | [number, string | Phrase];

export interface HttpCase {
  /** `METHOD /pattern` as the app registers it. */
  route: string;
  /** What is being checked, when a route has more than one case. */
  scenario?: string;
  /**
   * The request this actor sends. `self` is the actor's own account: for the owner it is alice, for
   * "other" carol — or, when `fresh` is set, a new account (for requests that end or change it).
   */
  request: (world: World, self: Account | null) => RawRequest | Promise<RawRequest>;
  fresh?: boolean;
  expect: Record<Actor, Outcome>;
  /**
   * A moved person's answer, only where it is not the rule's (movedOutcome): a refusal that comes before the
   * moved check, or state of carol's the moved person lacks.
   */
  moved?: Outcome;
  /** For answers another user may get: true when it shows nothing private of alice's. */
  private?: (body: any, world: World) => boolean;
}

export const LOGIN: Outcome = [401, 'You must be logged in'];
/** Anyone may: visitors, other people, the owner and frozen people alike. */
export const OPEN = { visitor: 200, other: 200, owner: 200, frozen: 200 };
export const USERS_ONLY = { visitor: LOGIN, other: 200, owner: 200, frozen: LOGIN };
export const get = (path: string) => () => ({ method: 'GET', path });
export const everyone = (outcome: Outcome) => ({ visitor: outcome, other: outcome, owner: outcome, frozen: outcome });

export const ACCOUNT_MOVED: Outcome = [403, federationMessages.ACCOUNT_MOVED];

/**
 * What a moved person gets, from the rule itself (federation/moved-accounts.ts, no second list): what they
 * may still send answers as for any other signed-in person (carol), everything else is refused as moved.
 */
export function movedOutcome(row: HttpCase, request: { method: string; path: string }): Outcome {
  if (row.moved !== undefined) return row.moved;
  return movedMayStillSend(request.method, request.path) ? row.expect.other : ACCOUNT_MOVED;
}

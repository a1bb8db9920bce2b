import type { SessionUser } from '../../src/auth/session-user.js';
import type { UserRow } from '../../src/db/tables/users.js';
import type { DemoPlan, PersonRef } from './plan-shapes.js';
import { DAY } from './plan-shapes.js';
import type { SeedContext } from './seed-context.js';

/** The demo account is dated this long before the demo's moment, which a later run reads back from it. */
export const ACCOUNT_AGE = 30 * DAY;

/** A run's view of the demo: its plan, the moment its times count back from, and what it has made so far. */
export interface DemoWorld {
  seed: SeedContext;
  plan: DemoPlan;
  /**
   * The demo's moment (ms): a first run's start. Every planned time but the stories' is before it, so a run
   * stopped and started again later writes the same times and finds what the first one made.
   */
  anchor: number;
  /** The cast's rows by PersonRef, as they are found or made. */
  people: (UserRow | undefined)[];
  /** Planned posts' and conversations' ids, as they are found or made. */
  postIds: Map<number, string>;
  conversationIds: Map<number, string>;
}

/** Reads back the cast that is already there, and the demo's moment (now, for a new demo). */
export async function openWorld(seed: SeedContext, plan: DemoPlan): Promise<DemoWorld> {
  const usernames = plan.people.map((p) => p.username);
  const rows = await seed.ctx.db.selectFrom('users').selectAll().where('username', 'in', usernames).execute();
  const byName = new Map(rows.map((row) => [row.username, row]));
  const people = usernames.map((username) => byName.get(username));
  return {
    seed,
    plan,
    anchor: people[0] ? people[0].created_at + ACCOUNT_AGE : Date.now(),
    people,
    postIds: new Map(),
    conversationIds: new Map(),
  };
}

export function personOf(world: DemoWorld, ref: PersonRef): UserRow {
  const row = world.people[ref];
  if (!row) throw new Error(`${world.plan.people[ref]?.username ?? ref} is not there yet`);
  return row;
}

export function usernameOf(world: DemoWorld, ref: PersonRef): string {
  return world.plan.people[ref]?.username ?? String(ref);
}

export function sessionUserOf(world: DemoWorld, ref: PersonRef): SessionUser {
  const user = personOf(world, ref);
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    profilePic: user.profile_pic,
    role: user.role,
    locale: null,
    moved: false,
  };
}

export function idOf(ids: Map<number, string>, ref: number, what: string): string {
  const id = ids.get(ref);
  if (!id) throw new Error(`${what} ${ref} is not there yet`);
  return id;
}

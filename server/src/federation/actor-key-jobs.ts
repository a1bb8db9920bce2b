import type { AppContext } from '../context.js';
import type { Db } from '../db/schema.js';
import { enqueueJobs } from '../queue/enqueue.js';
import type { JobQueue } from '../queue/job-queue.js';
import type { Federator } from './federator.js';

/**
 * A new person's key pairs, made off the sign-up request (RSA takes a while) so the first look at their actor
 * (WebFinger, the actor, a signed delivery) finds them ready. The lookup still makes any that are missing.
 */
export const ACTOR_KEYS = 'federation.actor-keys';

interface ActorKeysJob {
  personId: string;
}

/** Queued in the sign-up's transaction, when federation is on. */
export async function enqueueActorKeys(trx: Db, personId: string): Promise<void> {
  const payload: ActorKeysJob = { personId };
  await enqueueJobs(trx, [{ kind: ACTOR_KEYS, payload, subject: personId }]);
}

export function registerActorKeys(ctx: AppContext, federator: Federator<AppContext>, queue: JobQueue): void {
  queue.handle(ACTOR_KEYS, {
    run: async (payload) => {
      const { personId } = payload as ActorKeysJob;
      // Gone before the job ran (deleted at once): no keys for nobody.
      const person = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('id', '=', personId)
        .where('host', 'is', null)
        .executeTakeFirst();
      if (person) await federator.keys.pairsOf(personId);
      return undefined;
    },
  });
}

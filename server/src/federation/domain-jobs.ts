import { eraseAccount } from '../accounts/deletion.js';
import type { AppContext } from '../context.js';
import type { JobQueue } from '../queue/job-queue.js';
import { PURGE_DOMAIN } from './domain-block-service.js';
import { isBlockedHost, remotePeopleOn } from './domain-blocks.js';

const BATCH = 20;

/**
 * A blocked server's people here are erased as a deleted account is (their posts, likes, reposts and media,
 * their follows of our people and ours of them), 20 at a time, the last one done kept as the job's
 * checkpoint. A block lifted before the job ran leaves everyone in place.
 */
export function registerDomainPurge(ctx: AppContext, queue: JobQueue): void {
  queue.handle(PURGE_DOMAIN, {
    run: async (payload, job) => {
      const { domain } = payload as { domain: string };
      let after = job.state;
      while (await isBlockedHost(ctx.db, domain)) {
        const ids = await remotePeopleOn(ctx.db, domain, after, BATCH);
        for (const id of ids) await eraseAccount(ctx, id);
        if (ids.length < BATCH) return undefined;
        after = ids.at(-1) as string;
        await job.checkpoint(after);
        if (job.stopping.aborted) return 'paused';
      }
      return undefined;
    },
  });
}

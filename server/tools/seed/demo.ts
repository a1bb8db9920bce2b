import { type DemoCounts, expectedCounts } from './demo-expected.js';
import { planDemo } from './demo-plan.js';
import { runStage } from './demo-steps.js';
import { type DemoWorld, openWorld } from './demo-world.js';
import type { DemoOptions, PlannedPost } from './plan-shapes.js';
import type { SeedContext } from './seed-context.js';
import { conversationsStage } from './steps-chats.js';
import { followsStage, peopleStage } from './steps-people.js';
import { storiesStage } from './steps-stories.js';
import { findPost, timelineStage } from './steps-timeline.js';

export interface DemoReport {
  /** What the demo holds once complete. */
  counts: DemoCounts;
  /** The demo was complete before this run (only expired stories may have been renewed). */
  wasComplete: boolean;
  /** Steps this run took: 0 when it added nothing. */
  taken: number;
}

/** The database holds a demo this plan is not: made with other options, or by an older seed. */
export class DemoMismatchError extends Error {}

/** A run that finds posts of the cast from before the demo's moment, but not this plan's first one, would mix two demos. */
async function assertSameDemo(world: DemoWorld): Promise<void> {
  const ids = world.people.flatMap((row) => (row ? [row.id] : []));
  if (ids.length === 0) return;
  const earlier = await world.seed.ctx.db
    .selectFrom('posts')
    .select('id')
    .where('author_id', 'in', ids)
    .where('created_at', '<=', world.anchor)
    .limit(1)
    .executeTakeFirst();
  const first = world.plan.timeline.find((action): action is PlannedPost => action.kind === 'post');
  const firstMade = first && world.people[first.author] ? await findPost(world, first) : undefined;
  if (earlier && !firstMade) {
    throw new DemoMismatchError(
      'this database already holds a demo made with other options (another --seed or --demo-users, or an ' +
        'older version of the seed), so nothing was added. Run it with the options it was made with, or seed ' +
        'a fresh DATA_DIR or database.',
    );
  }
}

/**
 * The demo a new user can log into (`demo` / `threads-demo`, and every other demo person with the same
 * password), made by the app's services from a plan drawn from the options alone. A run takes the plan's
 * steps in order and skips those already there, so a run stopped anywhere finishes when started again; once
 * the plan's last step is there the demo is complete and a run adds nothing (but fresh stories once the last
 * ones have expired), whatever its people did in the app since.
 */
export async function seedDemo(
  seed: SeedContext,
  options: DemoOptions,
  log: (line: string) => void,
): Promise<DemoReport> {
  const plan = planDemo(options);
  const world = await openWorld(seed, plan);
  const conversations = conversationsStage(world);
  const lastStep = conversations.steps.at(-1);
  const wasComplete =
    world.people.every((row) => row !== undefined) && lastStep !== undefined && (await lastStep.done());
  let taken = 0;
  if (wasComplete) {
    log('the demo is already complete');
  } else {
    await assertSameDemo(world);
    for (const stage of [peopleStage(world), followsStage(world), timelineStage(world), conversations]) {
      taken += await runStage(seed, stage, log);
    }
  }
  taken += await runStage(seed, storiesStage(world), log);
  return { counts: expectedCounts(plan), wasComplete, taken };
}

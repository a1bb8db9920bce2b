import { createStory } from '../../src/stories/service.js';
import type { DemoStage, DemoStep } from './demo-steps.js';
import { type DemoWorld, personOf, sessionUserOf, usernameOf } from './demo-world.js';
import { discardUpload, photoUpload, videoUpload } from './generated-media.js';
import type { PlannedStory } from './plan-shapes.js';

async function liveStories(world: DemoWorld, owner: number): Promise<number> {
  const row = await world.seed.ctx.db
    .selectFrom('stories')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', personOf(world, owner).id)
    .where('expires_at', '>', Date.now())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Stories live for a day, so they are dated from this run, not from the demo's moment: each planned owner
 * gets as many live stories as planned, which makes fresh ones once the last ones have expired.
 */
export function storiesStage(world: DemoWorld): DemoStage {
  const { ctx } = world.seed;
  const now = Date.now();
  const perOwner = new Map<number, number>();
  const steps = world.plan.stories.map((story: PlannedStory): DemoStep => {
    const nth = perOwner.get(story.owner) ?? 0;
    perOwner.set(story.owner, nth + 1);
    return {
      describe: `${usernameOf(world, story.owner)} shares a story`,
      at: now + story.at,
      done: async () => (await liveStories(world, story.owner)) > nth,
      act: async () => {
        const file = story.video
          ? await videoUpload(ctx.config, 2, 3)
          : await photoUpload(ctx.config, `story-${world.plan.options.seed}-${story.owner}-${nth}`);
        try {
          await createStory(ctx, sessionUserOf(world, story.owner), {
            file,
            mediaType: story.video ? 'video' : 'image',
          });
        } finally {
          await discardUpload(file);
        }
      },
    };
  });
  return { name: 'stories', steps };
}

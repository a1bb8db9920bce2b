import type { SeedContext } from './seed-context.js';

/** One action of the demo, taken through the app's services. */
export interface DemoStep {
  /** What it does, in words: the progress log and an error name it. */
  describe: string;
  /** When it happens (ms since the epoch): what it writes is dated then. */
  at: number;
  /** Whether it is already there (an earlier run was stopped after it). */
  done(): Promise<boolean>;
  act(): Promise<void>;
}

export interface DemoStage {
  name: string;
  steps: DemoStep[];
}

/** An action the app refused: the run stops there, and says which one and why. */
export class DemoStepError extends Error {
  constructor(stage: string, step: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`the demo stopped at "${step}" (${stage}): ${reason}`, { cause });
  }
}

const PROGRESS_EVERY = 250;

/**
 * Takes the stage's steps in order, skipping the ones already there, so a run stopped anywhere finishes when
 * started again. The first failure stops the run. Returns how many steps it took.
 */
export async function runStage(seed: SeedContext, stage: DemoStage, log: (line: string) => void): Promise<number> {
  let taken = 0;
  for (const [index, step] of stage.steps.entries()) {
    try {
      if (await step.done()) continue;
      seed.setTime(step.at);
      await step.act();
      taken++;
    } catch (error) {
      throw new DemoStepError(stage.name, step.describe, error);
    } finally {
      seed.setTime(null);
    }
    if ((index + 1) % PROGRESS_EVERY === 0) log(`${stage.name}: ${index + 1} of ${stage.steps.length}…`);
  }
  log(`${stage.name}: ${stage.steps.length} (${taken} new)`);
  return taken;
}

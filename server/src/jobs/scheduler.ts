import type { FastifyBaseLogger } from 'fastify';
import { Turns } from '../lib/turns.js';

export interface PeriodicJob {
  /** Names the job in the log line of a failed run ("<name> failed"). */
  name: string;
  everyMs: number;
  run: () => Promise<void>;
}

export interface ScheduledJob {
  /** Runs the job now; asked while it runs, it runs once more right after. */
  runNow: () => void;
}

/**
 * The server's periodic work (the story sweep, sending pushes, the posting-rate measurement), started in
 * `app.ts` and stopped in one place. A job never runs twice at once, a failed run is logged and the next
 * one comes on time, timers never keep the process alive, and `stop` waits for the runs in flight. Each run
 * starts on a turn of the event loop of its own (jobs falling due together do not start in one slice); a
 * job's own work yields at least every ~5 ms (see each job).
 */
export class Scheduler {
  private readonly stops: (() => Promise<void>)[] = [];
  private readonly turns = new Turns();

  constructor(private readonly log: FastifyBaseLogger) {}

  every(job: PeriodicJob): ScheduledJob {
    let inFlight: Promise<void> | undefined;
    let again = false;
    let stopped = false;
    const runNow = () => {
      if (stopped) return;
      if (inFlight) {
        again = true;
        return;
      }
      inFlight = this.turns
        .next()
        // A run asked before `stop` still runs: `stop` waits for it rather than dropping it on its way in.
        .then(() => job.run())
        .catch((error) => this.log.error({ err: error }, `${job.name} failed`))
        .finally(() => {
          inFlight = undefined;
          if (again) {
            again = false;
            runNow();
          }
        });
    };
    const timer = setInterval(runNow, job.everyMs);
    timer.unref();
    this.stops.push(async () => {
      stopped = true;
      again = false;
      clearInterval(timer);
      await inFlight;
    });
    return { runNow };
  }

  async stop(): Promise<void> {
    await Promise.all(this.stops.map((stop) => stop()));
  }
}

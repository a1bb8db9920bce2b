import type { Db, Engine } from '../db/schema.js';
import { Turns } from '../lib/turns.js';
import {
  checkpointJob,
  claimJobs,
  deferJob,
  finishJob,
  type JobRow,
  type QueueDepth,
  queueDepth,
  releaseJob,
  renewLease,
} from './queries.js';

/** Without a local wake-up (a job queued by another process, a retry coming due, a lease run out): look this often. */
const POLL_MS = 500;
/** A claim holds this long unless renewed (JOB_LEASE_SECONDS); the runner renews it while the handler works. */
export const LEASE_MS = 30_000;
/** Jobs running at once in this process: their writes share commits (fsyncs on SQLite). */
const JOBS_AT_ONCE = 16;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** Where the queue reports failures (the app's pino logger; the seed's console). */
export interface QueueLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What a running job may use besides its payload. */
export interface RunningJob {
  id: string;
  /** 1 on the first run, counting every claim. */
  attempt: number;
  /** The progress recorded by the last `checkpoint` ('' on the first run). */
  state: string;
  /** Aborted when the process is stopping: a long job should `checkpoint` and return 'paused'. */
  stopping: AbortSignal;
  /** Records progress in the queue (and renews the lease); a job taken over after a crash starts from here. */
  checkpoint: (state: string) => Promise<void>;
}

/** Back in the queue for `ms` without counting this run as an attempt (what it needs is busy or paused). */
export interface Deferral {
  deferMs: number;
}

export interface JobHandler {
  /**
   * Does the job. Resolving finishes it (the row goes); 'paused' puts it back to be run again at once (by any
   * process); a `Deferral` puts it back for a while, unspent; throwing retries it after a backoff, until
   * `maxAttempts`. Must be idempotent: a job whose process died after its work but before its row went runs
   * again.
   */
  run: (payload: unknown, job: RunningJob) => Promise<undefined | 'paused' | Deferral>;
  /** Runs at most this many times (default 8); the last failure drops it with a log line. */
  maxAttempts?: number;
  /** The wait before attempt `attempt + 1` after `error` (default 5 s × 4ⁿ, at most an hour). */
  retryDelayMs?: (attempt: number, error: unknown) => number;
  /** At most this many of this kind run at once in this process (default: no limit but the process's own). */
  concurrency?: number;
}

export function defaultRetryDelayMs(attempt: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 4 ** Math.max(0, attempt - 1));
}

/**
 * The house's one durable job queue, on the database (table `jobs`): each process runs one `JobQueue`,
 * which claims due jobs of the kinds it has handlers for under a lease, runs up to 16 side by side,
 * renews their leases while they run, and finishes, retries or drops them. A job whose process died is
 * taken over when its lease runs out, so nothing acknowledged is lost to a kill -9.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly running = new Map<string, number>();
  private inFlight = 0;
  private stopped = false;
  private started: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private readonly stopping = new AbortController();
  private readonly jobsDone = new Set<Promise<void>>();
  /** Claimed jobs start one per turn of the event loop, so requests get in between their first steps. */
  private readonly turns = new Turns();

  constructor(
    private readonly db: Db,
    private readonly engine: Engine,
    private readonly log: QueueLog,
    private readonly clock: () => number = Date.now,
    /** How long a claim holds: a job of a process that died is taken over this long after its last renewal. */
    private readonly leaseMs = LEASE_MS,
  ) {}

  handle(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`job kind ${kind} already has a handler`);
    this.handlers.set(kind, handler);
    this.wake();
  }

  start(): void {
    this.started ??= this.loop();
  }

  /** A job was queued (or a slot freed): look for work now instead of at the next poll. */
  wake(): void {
    this.wakeUp?.();
  }

  /** Jobs waiting per kind, for /api/metrics. */
  depth(): Promise<QueueDepth[]> {
    return queueDepth(this.db, this.clock());
  }

  /** Stops claiming, tells running jobs to pause, and waits for them. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    this.wake();
    await this.started;
    await Promise.all(this.jobsDone);
  }

  /**
   * What to claim next: the kinds without a limit of their own together, up to the free slots; each kind
   * with one on its own, up to the slots it has left, so a claim never takes more than the kind may run.
   */
  private claims(): { kinds: string[]; limit: number }[] {
    const free = JOBS_AT_ONCE - this.inFlight;
    const unlimited: string[] = [];
    const claims: { kinds: string[]; limit: number }[] = [];
    for (const [kind, handler] of this.handlers) {
      if (handler.concurrency === undefined) unlimited.push(kind);
      else claims.push({ kinds: [kind], limit: Math.min(free, handler.concurrency - (this.running.get(kind) ?? 0)) });
    }
    return [{ kinds: unlimited, limit: free }, ...claims];
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let claimed = 0;
      try {
        for (const { kinds, limit } of this.claims()) {
          const now = this.clock();
          const jobs = await claimJobs(this.db, this.engine, {
            now,
            leaseUntil: now + this.leaseMs,
            limit: Math.min(limit, JOBS_AT_ONCE - this.inFlight),
            kinds,
          });
          claimed += jobs.length;
          for (const job of jobs) this.begin(job);
        }
      } catch (error) {
        if (!this.stopped) this.log.error({ err: error }, 'claiming jobs failed');
      }
      if (claimed === 0 && !this.stopped) await this.idle();
    }
  }

  private idle(): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, POLL_MS);
      timer.unref();
      this.wakeUp = done;
    });
  }

  private begin(job: JobRow): void {
    this.inFlight++;
    this.running.set(job.kind, (this.running.get(job.kind) ?? 0) + 1);
    const done = this.runJob(job).finally(() => {
      this.inFlight--;
      this.running.set(job.kind, (this.running.get(job.kind) ?? 1) - 1);
      this.jobsDone.delete(done);
      this.wake();
    });
    this.jobsDone.add(done);
  }

  private async runJob(job: JobRow): Promise<void> {
    // Claims ask only for kinds with a handler here.
    const handler = this.handlers.get(job.kind) as JobHandler;
    await this.turns.next();
    const renewal = setInterval(() => {
      renewLease(this.db, job.id, this.clock() + this.leaseMs).catch((error) =>
        this.log.warn({ err: error, jobId: job.id }, 'renewing a job lease failed'),
      );
    }, this.leaseMs / 3);
    renewal.unref();
    try {
      const running: RunningJob = {
        id: job.id,
        attempt: job.attempts,
        state: job.state,
        stopping: this.stopping.signal,
        checkpoint: async (state) => {
          running.state = state;
          await checkpointJob(this.db, job.id, state, this.clock() + this.leaseMs);
        },
      };
      const outcome = await handler.run(JSON.parse(job.payload), running);
      if (outcome === 'paused') await releaseJob(this.db, job.id, this.clock());
      else if (outcome) await deferJob(this.db, job.id, this.clock() + outcome.deferMs);
      else await finishJob(this.db, job.id);
    } catch (error) {
      await this.retryOrDrop(job, handler, error).catch((settleError) =>
        // The lease runs out and the job is retried anyway.
        this.log.error({ err: settleError, jobId: job.id }, 'settling a failed job failed'),
      );
    } finally {
      clearInterval(renewal);
    }
  }

  private async retryOrDrop(job: JobRow, handler: JobHandler, error: unknown): Promise<void> {
    const maxAttempts = handler.maxAttempts ?? 8;
    if (job.attempts >= maxAttempts) {
      this.log.warn({ err: error, jobId: job.id, kind: job.kind }, 'job given up after its last attempt');
      await finishJob(this.db, job.id);
      return;
    }
    this.log.info({ err: error, jobId: job.id, kind: job.kind, attempt: job.attempts }, 'job failed; retrying later');
    const delay = (handler.retryDelayMs ?? defaultRetryDelayMs)(job.attempts, error);
    await releaseJob(this.db, job.id, this.clock() + delay);
  }
}

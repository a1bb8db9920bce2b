import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Scheduler } from './scheduler.js';

/** A job whose runs the test finishes by hand, counting how many began. */
function controlledJob(everyMs = 1000) {
  const runs: (() => void)[] = [];
  return {
    runs,
    job: {
      name: 'test job',
      everyMs,
      run: () => new Promise<void>((resolve) => runs.push(resolve)),
    },
  };
}

const silentLog = () => Fastify({ logger: { level: 'silent' } }).log;
/** A few turns of the event loop: a run starts on a turn of its own, and what it queues runs on the next. */
const flush = async () => {
  for (let turn = 0; turn < 4; turn++) await new Promise((resolve) => setImmediate(resolve));
};

describe('Scheduler', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it('runs a job on its interval and never twice at once', async () => {
    const scheduler = new Scheduler(silentLog());
    const { runs, job } = controlledJob();
    scheduler.every(job);
    vi.advanceTimersByTime(999);
    expect(runs).toHaveLength(0);
    vi.advanceTimersByTime(1);
    await flush();
    expect(runs).toHaveLength(1);
    vi.advanceTimersByTime(3000);
    await flush();
    expect(runs).toHaveLength(1);
    runs[0]?.();
    await flush();
    // Asked while it ran: once more right after, not once per missed tick.
    expect(runs).toHaveLength(2);
    runs[1]?.();
    await scheduler.stop();
  });

  it('runNow while a run is in flight runs once more after it', async () => {
    const scheduler = new Scheduler(silentLog());
    const { runs, job } = controlledJob(60_000);
    const scheduled = scheduler.every(job);
    scheduled.runNow();
    scheduled.runNow();
    scheduled.runNow();
    await flush();
    expect(runs).toHaveLength(1);
    runs[0]?.();
    await flush();
    expect(runs).toHaveLength(2);
    runs[1]?.();
    await flush();
    expect(runs).toHaveLength(2);
    await scheduler.stop();
  });

  it('logs a failed run and keeps the schedule', async () => {
    const lines: string[] = [];
    const log = Fastify({ logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } } }).log;
    const scheduler = new Scheduler(log);
    let calls = 0;
    scheduler.every({
      name: 'flaky job',
      everyMs: 1000,
      run: async () => {
        calls++;
        if (calls === 1) throw new Error('database away');
      },
    });
    vi.advanceTimersByTime(1000);
    await flush();
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['flaky job failed']);
    vi.advanceTimersByTime(1000);
    await flush();
    expect(calls).toBe(2);
    await scheduler.stop();
  });

  it('starts runs falling due together each on a turn of the event loop of its own', async () => {
    const scheduler = new Scheduler(silentLog());
    const steps: string[] = [];
    const job = (name: string) => ({
      name,
      everyMs: 1000,
      run: async () => {
        steps.push(`start ${name}`);
        setImmediate(() => steps.push(`turn after ${name}`));
      },
    });
    for (const name of ['a', 'b', 'c']) scheduler.every(job(name));
    vi.advanceTimersByTime(1000);
    await flush();
    await flush();
    expect(steps).toEqual(['start a', 'turn after a', 'start b', 'turn after b', 'start c', 'turn after c']);
    await scheduler.stop();
  });

  it('stop waits for the run in flight and starts no more', async () => {
    const scheduler = new Scheduler(silentLog());
    const { runs, job } = controlledJob();
    const scheduled = scheduler.every(job);
    scheduled.runNow();
    await flush();
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await flush();
    expect(stopped).toBe(false);
    runs[0]?.();
    await stopping;
    scheduled.runNow();
    vi.advanceTimersByTime(5000);
    expect(runs).toHaveLength(1);
  });
});

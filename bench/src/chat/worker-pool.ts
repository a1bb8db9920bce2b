import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { WorkerCommand, WorkerReply } from './worker-protocol.js';

/** The load generator: several processes, each driving its own slice of the sockets. */
export class WorkerPool {
  private constructor(private readonly children: ChildProcess[]) {}

  static start(count: number): WorkerPool {
    const entry = path.join(import.meta.dirname, 'load-worker.ts');
    const children = Array.from({ length: count }, () =>
      spawn(process.execPath, ['--import', 'tsx', entry], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
    );
    return new WorkerPool(children);
  }

  get size(): number {
    return this.children.length;
  }

  /** Sends each worker its own command and resolves with every answer, in worker order. */
  ask<R extends WorkerReply>(commandFor: (worker: number) => WorkerCommand): Promise<R[]> {
    return Promise.all(
      this.children.map(
        (child, worker) =>
          new Promise<R>((resolve, reject) => {
            const onExit = (code: number | null) => reject(new Error(`bench worker ${worker} exited with ${code}`));
            child.once('exit', onExit);
            child.once('message', (reply: R) => {
              child.off('exit', onExit);
              resolve(reply);
            });
            child.send(commandFor(worker));
          }),
      ),
    );
  }

  async close(): Promise<void> {
    await this.ask(() => ({ type: 'close' })).catch(() => undefined);
    for (const child of this.children) if (child.exitCode === null) child.kill('SIGKILL');
  }
}

/** Splits `count` sockets into `workers` slices of whole pairs: [first index, size] each. */
export function pairSlices(count: number, workers: number): [number, number][] {
  const pairs = count / 2;
  const slices: [number, number][] = [];
  let first = 0;
  for (let worker = 0; worker < workers; worker++) {
    const size = 2 * (Math.floor(pairs / workers) + (worker < pairs % workers ? 1 : 0));
    slices.push([first, size]);
    first += size;
  }
  return slices;
}

import fs from 'node:fs';
import os from 'node:os';

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  platform: string;
}

export function machine(): Machine {
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: os.totalmem() / 1024 ** 3,
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

/** The 1-minute load average: how busy the machine was around a measurement (others share it). */
export const loadAverage = () => os.loadavg()[0] ?? 0;

/** Processes other than ours running on the CPU right now (R state), from /proc; a rough contention gauge. */
export function runnableProcesses(): number {
  const stat = fs.readFileSync('/proc/stat', 'utf8');
  return Number(/procs_running (\d+)/.exec(stat)?.[1] ?? 0);
}

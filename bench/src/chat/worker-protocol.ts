import type { BenchUser } from './app-server.js';

/** What the orchestrator asks a load worker to do; each answer is a WorkerReply of the same step. */
export type WorkerCommand =
  | { type: 'connect'; kind: 'socketio'; url: string; users: BenchUser[] }
  | { type: 'connect'; kind: 'ws'; url: string; firstIndex: number; count: number }
  | { type: 'closed-loop'; warmupMs: number; measureMs: number }
  | { type: 'open-loop'; messagesPerSecond: number; warmupMs: number; measureMs: number }
  | { type: 'close' };

export interface ConnectReply {
  type: 'connected';
  /** From the first connect to the last socket's first getOnlineUsers (or open, for ws). */
  connectSeconds: number;
  /** Bytes of the first frames each socket got, up to and including its first getOnlineUsers. */
  firstListBytes: number[];
  /** Every byte the sockets received from the first connect until all were connected and settled. */
  connectPhaseBytes: number;
}

export interface RunReply {
  type: 'ran';
  seconds: number;
  deliveries: number;
  latenciesMs: number[];
  errors: number;
  /** This worker's CPU time over the measured window. */
  cpuSeconds: number;
}

export type WorkerReply = ConnectReply | RunReply | { type: 'closed' };

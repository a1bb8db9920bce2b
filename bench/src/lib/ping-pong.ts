import { percentile } from './stats.js';

export interface PingPongResult {
  seconds: number;
  deliveries: number;
  deliveriesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/**
 * Closed-loop chat between pairs of sockets (2i, 2i+1): each delivery makes the recipient answer,
 * so every pair always has one message in flight. Latency is from just before the send to the
 * recipient's receipt, on this process's clock; only deliveries inside the measured window count.
 */
export class PingPong {
  private seq = 0;
  private readonly sentAt = new Map<number, number>();
  private readonly latencies: number[] = [];
  private deliveries = 0;
  private errors = 0;
  private measuring = false;
  private running = true;

  constructor(private readonly send: (from: number, to: number, seq: number) => void) {}

  async run(pairs: number, warmupMs: number, measureMs: number): Promise<PingPongResult> {
    for (let i = 0; i < pairs; i++) this.fire(2 * i, 2 * i + 1);
    await sleep(warmupMs);
    this.measuring = true;
    const started = performance.now();
    await sleep(measureMs);
    this.measuring = false;
    this.running = false;
    const seconds = (performance.now() - started) / 1000;
    await sleep(500);
    return {
      seconds,
      deliveries: this.deliveries,
      deliveriesPerSecond: this.deliveries / seconds,
      p50Ms: percentile(this.latencies, 50),
      p99Ms: percentile(this.latencies, 99),
      errors: this.errors,
    };
  }

  get latencySample(): number[] {
    return this.latencies;
  }

  delivered(recipient: number, sender: number, seq: number): void {
    const sentAt = this.sentAt.get(seq);
    if (sentAt === undefined) return;
    this.sentAt.delete(seq);
    if (this.measuring) {
      this.deliveries++;
      this.latencies.push(performance.now() - sentAt);
    }
    this.fire(recipient, sender);
  }

  failed(from: number, to: number, seq: number): void {
    this.sentAt.delete(seq);
    this.errors++;
    setTimeout(() => this.fire(from, to), 100);
  }

  private fire(from: number, to: number): void {
    if (!this.running) return;
    const seq = ++this.seq;
    this.sentAt.set(seq, performance.now());
    this.send(from, to, seq);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

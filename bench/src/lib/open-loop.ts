import type { PingPongResult } from './ping-pong.js';
import { sleep } from './ping-pong.js';
import { percentile } from './stats.js';

/**
 * Open loop: messages leave at a fixed rate whatever the answers do (round robin over the pairs), so a
 * slow server shows as growing latency rather than as fewer messages. Latency is from when the message
 * was due to leave to the recipient's receipt (a late sender counts against it too); only messages
 * sent inside the measured window count.
 */
export class OpenLoop {
  private seq = 0;
  private readonly sentAt = new Map<number, { at: number; counted: boolean }>();
  private readonly latencies: number[] = [];
  private deliveries = 0;
  private errors = 0;
  private measuring = false;

  constructor(private readonly send: (from: number, to: number, seq: number) => void) {}

  async run(pairs: number, messagesPerSecond: number, warmupMs: number, measureMs: number): Promise<PingPongResult> {
    let next = 0;
    const loopStarted = performance.now();
    // Owed by the clock, not by ticks: a late timer sends what it missed instead of lowering the rate.
    const timer = setInterval(() => {
      const owed = Math.floor(((performance.now() - loopStarted) / 1000) * messagesPerSecond) - next;
      for (let i = 0; i < owed; i++) {
        const scheduledAt = loopStarted + (next / messagesPerSecond) * 1000;
        const pair = next++ % pairs;
        const forward = Math.floor(next / pairs) % 2 === 0;
        const [from, to] = forward ? [2 * pair, 2 * pair + 1] : [2 * pair + 1, 2 * pair];
        const seq = ++this.seq;
        this.sentAt.set(seq, { at: scheduledAt, counted: this.measuring });
        this.send(from, to, seq);
      }
    }, 10);
    await sleep(warmupMs);
    this.measuring = true;
    const started = performance.now();
    await sleep(measureMs);
    this.measuring = false;
    clearInterval(timer);
    const seconds = (performance.now() - started) / 1000;
    await sleep(2000);
    const unanswered = [...this.sentAt.values()].filter((sent) => sent.counted).length;
    return {
      seconds,
      deliveries: this.deliveries,
      deliveriesPerSecond: this.deliveries / seconds,
      p50Ms: percentile(this.latencies, 50),
      p99Ms: percentile(this.latencies, 99),
      errors: this.errors + unanswered,
    };
  }

  get latencySample(): number[] {
    return this.latencies;
  }

  delivered(seq: number): void {
    const sent = this.sentAt.get(seq);
    if (!sent) return;
    this.sentAt.delete(seq);
    if (!sent.counted) return;
    this.deliveries++;
    this.latencies.push(performance.now() - sent.at);
  }

  failed(seq: number): void {
    if (this.sentAt.get(seq)?.counted) this.errors++;
    this.sentAt.delete(seq);
  }
}

import { describe, expect, it } from 'vitest';
import { nextBatchSize } from './fanout-handlers.js';

describe('fan-out batch sizing', () => {
  it('halves a batch that took most of the 5 ms budget and grows one that took little', () => {
    expect(nextBatchSize(400, 6)).toBe(200);
    expect(nextBatchSize(400, 1)).toBe(600);
    expect(nextBatchSize(400, 3)).toBe(400);
    expect(nextBatchSize(50, 50)).toBe(50);
    expect(nextBatchSize(2000, 0.1)).toBe(2000);
  });
});

/** Milliseconds since the epoch; injected so tests can move time instead of sleeping. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

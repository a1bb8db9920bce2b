const BEYOND_LATIN1 = /[\u0100-\uffff]/;

/** What a string takes in V8's heap: a byte a character when all are Latin-1, else two. */
export const stringBytes = (text: string): number => (BEYOND_LATIN1.test(text) ? 2 : 1) * text.length;

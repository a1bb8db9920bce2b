import type fc from 'fast-check';

/** One endpoint and the shape of what it accepts, so the fuzzer can send near-misses as well as garbage. */
export interface FuzzTarget {
  route: string;
  /** Path with `{segment}` placeholders, each filled from `segments`. */
  path: string;
  segments?: Record<string, fc.Arbitrary<string>>;
  query?: string[];
  json?: Record<string, fc.Arbitrary<unknown>>;
  multipart?: { files: string[]; fields: string[] };
  /** Requests that end the caller's own sessions (this one or its others) are sent as a visitor only. */
  visitorOnly?: boolean;
}

/**
 * Why an outbound request did not happen or was cut off. `refused`: the address or scheme is not one the
 * server may reach; `redirects`: more than the allowed redirects; `too-large`: the answer passed its size cap;
 * `timeout`: the connect or total timeout passed; `network`: the peer could not be reached or broke off.
 */
export type OutboundFailure = 'refused' | 'redirects' | 'too-large' | 'timeout' | 'network';

export class OutboundError extends Error {
  constructor(
    readonly failure: OutboundFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OutboundError';
  }
}

/** The OutboundError inside whatever undici or a stream wrapped it in, if there is one. */
export function findOutboundError(error: unknown): OutboundError | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof OutboundError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { type AddressPolicy, addressRefusal } from './addresses.js';
import { OutboundError } from './errors.js';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Turns a host name into its addresses; tests may answer for names of their own. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * Resolves a name once and checks every address it has, refusing the name when any one is refused (a name
 * that points at both a public and a private address is someone's trick). The connection then goes to
 * exactly the addresses checked here: the socket is handed them by this lookup, so there is no second
 * resolution an attacker's DNS could answer differently (rebinding).
 */
export async function resolveAllowed(
  hostname: string,
  policy: AddressPolicy,
  resolve: Resolver = systemResolver,
): Promise<ResolvedAddress[]> {
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(hostname);
  } catch (error) {
    throw new OutboundError('network', `${hostname} could not be resolved`, { cause: error });
  }
  if (addresses.length === 0) throw new OutboundError('network', `${hostname} has no address`);
  for (const { address } of addresses) {
    const refusal = addressRefusal(address, policy);
    if (refusal) throw new OutboundError('refused', `${hostname} resolves to ${address}, which is refused: ${refusal}`);
  }
  return addresses;
}

/** A `lookup` for net/tls.connect that only ever yields addresses `resolveAllowed` admitted. */
export function pinnedLookup(policy: AddressPolicy, resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    const reply = callback as (error: Error | null, address?: unknown, family?: number) => void;
    resolveAllowed(hostname, policy, resolve).then(
      (addresses) => {
        const family = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = family ? addresses.filter((a) => a.family === family) : addresses;
        const first = usable[0];
        if (!first) return reply(new OutboundError('network', `${hostname} has no IPv${family} address`));
        if (options.all) return reply(null, usable);
        reply(null, first.address, first.family);
      },
      (error: Error) => reply(error),
    );
  };
}

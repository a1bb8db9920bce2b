export { type AddressKind, type AddressPolicy, addressKind, addressRefusal } from './addresses.js';
export { OutboundError, type OutboundFailure } from './errors.js';
export {
  createOutbound,
  defaultOutboundSettings,
  type Outbound,
  type OutboundFetch,
  type OutboundInit,
  type OutboundSettings,
} from './fetch.js';
export { type ResolvedAddress, type Resolver, resolveAllowed } from './pinned-lookup.js';
export { checkOutboundUrl } from './urls.js';

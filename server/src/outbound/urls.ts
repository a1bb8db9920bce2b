import { type AddressPolicy, addressRefusal } from './addresses.js';
import { OutboundError } from './errors.js';

/**
 * The checks that need no DNS: an absolute https URL without credentials (http too when loopback is
 * allowed), and, when its host is an IP literal, an address the policy admits. Names are checked when they
 * are resolved, at connect time (`pinned-lookup.ts`). Use it to refuse a bad address when it is stored (a
 * push subscription, a remote inbox), before any request is made.
 */
export function checkOutboundUrl(input: string | URL, policy: AddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new OutboundError('refused', `not an absolute URL: ${String(input).slice(0, 200)}`);
  }
  const schemes = policy.allowLoopback ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) throw new OutboundError('refused', `${url.protocol} URLs are not allowed`);
  if (url.username || url.password) throw new OutboundError('refused', 'URLs with credentials are not allowed');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = /^[\d.]+$/.test(host) || host.includes(':');
  if (literal) {
    const refusal = addressRefusal(host, policy);
    if (refusal) throw new OutboundError('refused', refusal);
  } else if (!policy.allowLoopback && /(^|\.)localhost\.?$/i.test(host)) {
    throw new OutboundError('refused', `${host} is a loopback name`);
  }
  return url;
}

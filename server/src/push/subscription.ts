import { ECDH } from 'node:crypto';
import { badRequest } from '../errors.js';
import { type AddressPolicy, checkOutboundUrl, OutboundError } from '../outbound/index.js';
import { pushMessages } from './messages.js';

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/**
 * A push service endpoint: https on a public address, as browsers give them (http and loopback too when
 * OUTBOUND_ALLOW_LOOPBACK is on: tests run their own push service there). Names are checked again, after
 * resolving, each time a push is sent (outbound/).
 */
function checkEndpoint(endpoint: string, policy: AddressPolicy): void {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badRequest(pushMessages.PUSH_ENDPOINT_INVALID);
  }
  if (url.username || url.password) throw badRequest(pushMessages.PUSH_ENDPOINT_INVALID);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowLoopback)) {
    throw badRequest(pushMessages.PUSH_ENDPOINT_INVALID);
  }
  try {
    checkOutboundUrl(url, policy);
  } catch (error) {
    if (error instanceof OutboundError) throw badRequest(pushMessages.PUSH_ENDPOINT_NOT_PUBLIC);
    throw error;
  }
}

function decode(value: string): Buffer | null {
  return BASE64URL.test(value) ? Buffer.from(value, 'base64url') : null;
}

/** The browser's key must be a point on P-256, or every encryption to it would fail later. */
function checkPublicKey(p256dh: string): void {
  const key = decode(p256dh);
  if (key?.length !== 65 || key[0] !== 4) throw badRequest(pushMessages.PUSH_P256DH_INVALID);
  try {
    ECDH.convertKey(key, 'prime256v1', undefined, undefined, 'compressed');
  } catch {
    throw badRequest(pushMessages.PUSH_P256DH_INVALID);
  }
}

/** Checks a PushSubscription's JSON; returns its keys in unpadded base64url. */
export function validSubscription(subscription: BrowserSubscription, policy: AddressPolicy): BrowserSubscription {
  checkEndpoint(subscription.endpoint, policy);
  checkPublicKey(subscription.keys.p256dh);
  const auth = decode(subscription.keys.auth);
  if (auth?.length !== 16) throw badRequest(pushMessages.PUSH_AUTH_INVALID);
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: subscription.keys.p256dh.replace(/=+$/, ''), auth: subscription.keys.auth.replace(/=+$/, '') },
  };
}

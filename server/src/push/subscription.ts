import { ECDH } from 'node:crypto';
import { isIP } from 'node:net';
import { badRequest } from '../errors.js';

export const pushMessages = {
  endpointInvalid: 'endpoint must be an https URL',
  p256dhInvalid: 'keys.p256dh must be a base64url P-256 public key',
  authInvalid: 'keys.auth must be a base64url 16-byte secret',
} as const;

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/**
 * A push service endpoint: https, as browsers give them; http only on loopback and only when
 * PUSH_LOOPBACK_ENDPOINTS is on (tests run their own push service there).
 */
function checkEndpoint(endpoint: string, allowLoopback: boolean): void {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badRequest(pushMessages.endpointInvalid);
  }
  if (url.username || url.password) throw badRequest(pushMessages.endpointInvalid);
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:' && allowLoopback && isLoopback(url.hostname)) return;
  throw badRequest(pushMessages.endpointInvalid);
}

function decode(value: string): Buffer | null {
  return BASE64URL.test(value) ? Buffer.from(value, 'base64url') : null;
}

/** The browser's key must be a point on P-256, or every encryption to it would fail later. */
function checkPublicKey(p256dh: string): void {
  const key = decode(p256dh);
  if (key?.length !== 65 || key[0] !== 4) throw badRequest(pushMessages.p256dhInvalid);
  try {
    ECDH.convertKey(key, 'prime256v1', undefined, undefined, 'compressed');
  } catch {
    throw badRequest(pushMessages.p256dhInvalid);
  }
}

/** Checks a PushSubscription's JSON; returns its keys in unpadded base64url. */
export function validSubscription(subscription: BrowserSubscription, allowLoopback: boolean): BrowserSubscription {
  checkEndpoint(subscription.endpoint, allowLoopback);
  checkPublicKey(subscription.keys.p256dh);
  const auth = decode(subscription.keys.auth);
  if (auth?.length !== 16) throw badRequest(pushMessages.authInvalid);
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: subscription.keys.p256dh.replace(/=+$/, ''), auth: subscription.keys.auth.replace(/=+$/, '') },
  };
}

import { phrases } from '../lib/i18n/phrases.js';

/** Refusals of a browser's push subscription. */
export const pushMessages = phrases({
  PUSH_ENDPOINT_INVALID: 'endpoint must be an https URL',
  PUSH_ENDPOINT_NOT_PUBLIC: 'endpoint must be on a public address',
  PUSH_P256DH_INVALID: 'keys.p256dh must be a base64url P-256 public key',
  PUSH_AUTH_INVALID: 'keys.auth must be a base64url 16-byte secret',
});

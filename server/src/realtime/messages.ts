import { phrases } from '../lib/i18n/phrases.js';

/** Why a socket connection is refused (the connect error's `message`, its `data.code`). */
export const handshakeMessages = phrases({
  SOCKET_USER_MISMATCH: 'userId does not match the logged-in user',
  SOCKET_UNAVAILABLE: 'Service unavailable',
});

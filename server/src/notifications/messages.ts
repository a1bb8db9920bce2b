import { phrases } from '../lib/i18n/phrases.js';

export const notificationMessages = phrases({
  NOTIFICATION_NOT_FOUND: 'Notification not found',
});

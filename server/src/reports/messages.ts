import { MAX_REPORT_NOTE_CHARS } from '@threads/contract';
import { phrases } from '../lib/i18n/phrases.js';

export const reportMessages = phrases({
  REPORT_TARGET_TYPE_INVALID: 'targetType must be "post", "reply", "user", "story" or "message"',
  REPORT_TARGET_REQUIRED: 'targetId is required',
  REPORT_REASON_INVALID: 'reason must be "spam", "harassment", "illegal" or "other"',
  REPORT_NOTE_TOO_LONG: ['The note must be at most {max} characters long', { max: MAX_REPORT_NOTE_CHARS }],
  REPORT_OWN: 'You cannot report yourself or your own content',
  REPORT_EXISTS: 'You have already reported this',
  REPORT_NOT_FORWARDABLE: 'Only reports about people on other servers can be sent to their server',
});

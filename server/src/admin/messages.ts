import { phrases } from '../lib/i18n/phrases.js';

export const MAX_REASON_CHARS = 1000;

/** Every refusal of the admin area: suspensions and the reports queue. */
export const adminMessages = phrases({
  ADMINS_ONLY: 'Admins only',
  REASON_REQUIRED: 'A reason is required',
  REASON_TOO_LONG: ['The reason must be at most {max} characters long', { max: MAX_REASON_CHARS }],
  ADMIN_TARGET: 'Admins cannot suspend admins',
  ALREADY_SUSPENDED: 'This account is already suspended',
  NOT_SUSPENDED: 'This account is not suspended',
  REPORT_STATUS_INVALID: 'status must be "open" or "resolved"',
  REPORT_ACTION_INVALID: 'action must be "dismiss", "remove" or "suspend"',
  REPORT_NOT_FOUND: 'Report not found',
  REPORT_RESOLVED: 'This report is already resolved',
  REMOVE_USER_REFUSED: 'A user cannot be removed; suspend them instead',
});

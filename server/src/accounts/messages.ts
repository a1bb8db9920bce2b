import { phrases } from '../lib/i18n/phrases.js';

/** Every refusal of the account features: password reset, two-factor sign-in, sessions, deletion. */
export const accountMessages = phrases({
  RESET_LINK_INVALID: 'This reset link is invalid or has expired.',
  TWO_FACTOR_REQUIRED: 'Two-factor code required',
  TWO_FACTOR_INVALID: 'Invalid two-factor code',
  TWO_FACTOR_ALREADY_ON: 'Two-factor sign-in is already on.',
  TWO_FACTOR_NOT_ON: 'Two-factor sign-in is not on.',
  TWO_FACTOR_NOT_SET_UP: 'Start two-factor setup first.',
  TWO_FACTOR_CODE_REQUIRED: 'Enter the 6-digit code from your authenticator app.',
  PASSWORD_REQUIRED: 'Enter your password.',
  PASSWORD_WRONG: 'Incorrect password',
  SESSION_NOT_FOUND: 'Session not found',
});

/**
 * The password-reset mail, worded in the person's language (`accounts/password-reset.ts`). The body keeps
 * its line breaks; `{link}` stands alone on its line so mail readers make it clickable.
 */
export const resetMailTexts = phrases({
  RESET_MAIL_SUBJECT: 'Reset your password',
  RESET_MAIL_BODY: [
    'Hi @{username},',
    '',
    'Someone (hopefully you) asked to reset the password of your account.',
    'Open this link within an hour to choose a new one:',
    '',
    '{link}',
    '',
    'If you did not ask for this, ignore this mail: your password stays as it is.',
    '',
  ].join('\n'),
});

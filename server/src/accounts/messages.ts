/** Every text the account features answer with, in one place (tests and route docs use them too). */
export const accountMessages = {
  resetInvalid: 'This reset link is invalid or has expired.',
  twoFactorRequired: 'Two-factor code required',
  twoFactorInvalid: 'Invalid two-factor code',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on.',
  twoFactorNotOn: 'Two-factor sign-in is not on.',
  twoFactorNotSetUp: 'Start two-factor setup first.',
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  passwordRequired: 'Enter your password.',
  wrongPassword: 'Incorrect password',
  sessionNotFound: 'Session not found',
} as const;

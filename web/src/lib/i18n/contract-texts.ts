import { i18n } from '@lingui/core';
import { signupMessages, userLimits } from '@threads/contract';

/** The contract's English rule texts (shared with the server) that the web shows, each in the app's language. */
const texts: Record<string, () => string> = {
  [signupMessages.allRequired]: () => i18n._('All fields are required.'),
  [signupMessages.invalidEmail]: () => i18n._('Please enter a valid email address.'),
  [signupMessages.usernameStartsWithDigit]: () => i18n._('Username cannot start with a number.'),
  [signupMessages.usernameCharacters]: () => i18n._('Username must be lowercase and contain no special characters.'),
  [signupMessages.usernameLength]: () =>
    i18n._('Username must be {min} to {max} characters long.', {
      min: userLimits.usernameMin,
      max: userLimits.usernameMax,
    }),
  [signupMessages.usernameReserved]: () => i18n._('This username is reserved. Please choose another one.'),
  [signupMessages.passwordLength]: () =>
    i18n._('Password must be {min} to {max} characters long.', {
      min: userLimits.passwordMin,
      max: userLimits.passwordMax,
    }),
  [signupMessages.nameLength]: () => i18n._('Name must be at most {max} characters long.', { max: userLimits.nameMax }),
  [signupMessages.nameDirectionOverride]: () => i18n._('Name cannot contain text-direction control characters.'),
  [signupMessages.nameInvisible]: () => i18n._('Name must contain visible characters.'),
  [signupMessages.bioLength]: () => i18n._('Bio must be at most {max} characters long.', { max: userLimits.bioMax }),
};

/** A contract text in the app's language (the text itself when it has no translation). */
export function contractText(english: string): string;
export function contractText(english: string | undefined): string | undefined;
export function contractText(english: string | undefined): string | undefined {
  return english === undefined ? undefined : (texts[english]?.() ?? english);
}

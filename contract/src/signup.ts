/**
 * Signup and profile rules: each check answers the error text to show, or undefined when the value is
 * fine. The server turns a text into a 400; the web app shows it by the field before sending.
 */
import { userLimits } from './limits.js';
import { isReservedUsername } from './reserved-names.js';
import { charCount } from './text.js';

export const signupMessages = {
  allRequired: 'All fields are required.',
  invalidEmail: 'Please enter a valid email address.',
  usernameStartsWithDigit: 'Username cannot start with a number.',
  usernameCharacters: 'Username must be lowercase and contain no special characters.',
  usernameLength: `Username must be ${userLimits.usernameMin} to ${userLimits.usernameMax} characters long.`,
  usernameReserved: 'This username is reserved. Please choose another one.',
  passwordLength: `Password must be ${userLimits.passwordMin} to ${userLimits.passwordMax} characters long.`,
  nameLength: `Name must be at most ${userLimits.nameMax} characters long.`,
  nameDirectionOverride: 'Name cannot contain text-direction control characters.',
  nameInvisible: 'Name must contain visible characters.',
  bioLength: `Bio must be at most ${userLimits.bioMax} characters long.`,
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they can make a name read as another. */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;
/** Spaces, format characters (zero-width, joiners, marks), lone combining marks and blank-looking letters. */
const INVISIBLE_ONLY = /^[\p{White_Space}\p{Cf}\p{Mn}\p{Me}\u115F\u1160\u3164\uFFA0\u2800]*$/u;

/** Lower-case letters and digits, not starting with a digit (the length is checked apart). */
export function usernameCharactersProblem(username: string): string | undefined {
  if (/^[0-9]/.test(username)) return signupMessages.usernameStartsWithDigit;
  if (!/^[a-z0-9]+$/.test(username)) return signupMessages.usernameCharacters;
  return undefined;
}

/** A username someone may take now (signup or rename): well formed and not one of the reserved names. */
export function newUsernameProblem(username: string): string | undefined {
  const characters = usernameCharactersProblem(username);
  if (characters) return characters;
  if (username.length < userLimits.usernameMin || username.length > userLimits.usernameMax) {
    return signupMessages.usernameLength;
  }
  return isReservedUsername(username) ? signupMessages.usernameReserved : undefined;
}

/** Emails are compared in lower case and trimmed; the check applies to that form. */
export function emailProblem(email: string): string | undefined {
  const normalised = email.trim().toLowerCase();
  return normalised.length > userLimits.emailMax || !EMAIL_PATTERN.test(normalised)
    ? signupMessages.invalidEmail
    : undefined;
}

export function passwordProblem(password: string): string | undefined {
  const length = charCount(password);
  return length < userLimits.passwordMin || length > userLimits.passwordMax ? signupMessages.passwordLength : undefined;
}

/** For a name already trimmed. */
export function nameProblem(name: string): string | undefined {
  if (!name) return signupMessages.allRequired;
  if (charCount(name) > userLimits.nameMax) return signupMessages.nameLength;
  if (DIRECTION_CONTROLS.test(name)) return signupMessages.nameDirectionOverride;
  if (INVISIBLE_ONLY.test(name)) return signupMessages.nameInvisible;
  return undefined;
}

/** For a bio already trimmed. */
export function bioProblem(bio: string): string | undefined {
  return charCount(bio) > userLimits.bioMax ? signupMessages.bioLength : undefined;
}

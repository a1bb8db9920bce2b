import { badRequest } from '../errors.js';
import { charCount } from '../lib/text.js';
import { isReservedUsername } from './reserved-names.js';

export const userLimits = {
  usernameMin: 3,
  usernameMax: 30,
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 50,
  bioMax: 160,
  emailMax: 254,
} as const;

export const userMessages = {
  allRequired: 'All fields are required.',
  invalidEmail: 'Please enter a valid email address.',
  usernameStartsWithDigit: 'Username cannot start with a number.',
  usernameCharacters: 'Username must be lowercase and contain no special characters.',
  usernameLength: `Username must be ${userLimits.usernameMin} to ${userLimits.usernameMax} characters long.`,
  passwordLength: `Password must be ${userLimits.passwordMin} to ${userLimits.passwordMax} characters long.`,
  nameLength: `Name must be at most ${userLimits.nameMax} characters long.`,
  bioLength: `Bio must be at most ${userLimits.bioMax} characters long.`,
  usernameReserved: 'This username is reserved. Please choose another one.',
  nameDirectionOverride: 'Name cannot contain text-direction control characters.',
  nameInvisible: 'Name must contain visible characters.',
  usernameTaken: 'Username is already taken.',
  emailTaken: 'Email is already registered.',
  updateOthers: 'You cannot update another user',
  searchQueryRequired: 'Search query is required',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they can make a name read as another. */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;
/** Spaces, format characters (zero-width, joiners, marks), lone combining marks and blank-looking letters. */
const INVISIBLE_ONLY = /^[\p{White_Space}\p{Cf}\p{Mn}\p{Me}\u115F\u1160\u3164\uFFA0\u2800]*$/u;

function checkUsername(username: string): void {
  if (/^[0-9]/.test(username)) throw badRequest(userMessages.usernameStartsWithDigit);
  if (!/^[a-z0-9]+$/.test(username)) throw badRequest(userMessages.usernameCharacters);
  const length = username.length;
  if (length < userLimits.usernameMin || length > userLimits.usernameMax) throw badRequest(userMessages.usernameLength);
}

/** A username someone may take now (signup or rename): well formed and not one of the reserved names. */
export function checkNewUsername(username: string): void {
  checkUsername(username);
  if (isReservedUsername(username)) throw badRequest(userMessages.usernameReserved);
}

/** Emails are compared and stored in lower case, so uniqueness is case-insensitive on both engines. */
export function normaliseEmail(email: string): string {
  const normalised = email.trim().toLowerCase();
  if (normalised.length > userLimits.emailMax || !EMAIL_PATTERN.test(normalised)) {
    throw badRequest(userMessages.invalidEmail);
  }
  return normalised;
}

export function checkPassword(password: string): void {
  const length = charCount(password);
  if (length < userLimits.passwordMin || length > userLimits.passwordMax) throw badRequest(userMessages.passwordLength);
}

export function normaliseName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(userMessages.allRequired);
  if (charCount(trimmed) > userLimits.nameMax) throw badRequest(userMessages.nameLength);
  if (DIRECTION_CONTROLS.test(trimmed)) throw badRequest(userMessages.nameDirectionOverride);
  if (INVISIBLE_ONLY.test(trimmed)) throw badRequest(userMessages.nameInvisible);
  return trimmed;
}

export function normaliseBio(bio: string): string {
  const trimmed = bio.trim();
  if (charCount(trimmed) > userLimits.bioMax) throw badRequest(userMessages.bioLength);
  return trimmed;
}

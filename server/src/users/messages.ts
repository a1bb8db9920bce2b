import { signupMessages } from '@threads/contract';
import { type Phrase, phrases } from '../lib/i18n/phrases.js';

/** Every refusal of accounts' sign-up, login and profiles; the sign-up rules' words are the contract's. */
export const userMessages = phrases({
  FIELDS_REQUIRED: signupMessages.allRequired,
  EMAIL_INVALID: signupMessages.invalidEmail,
  USERNAME_STARTS_WITH_DIGIT: signupMessages.usernameStartsWithDigit,
  USERNAME_CHARACTERS: signupMessages.usernameCharacters,
  USERNAME_LENGTH: signupMessages.usernameLength,
  USERNAME_RESERVED: signupMessages.usernameReserved,
  PASSWORD_LENGTH: signupMessages.passwordLength,
  NAME_TOO_LONG: signupMessages.nameLength,
  NAME_DIRECTION_CONTROL: signupMessages.nameDirectionOverride,
  NAME_INVISIBLE: signupMessages.nameInvisible,
  BIO_TOO_LONG: signupMessages.bioLength,
  USERNAME_TAKEN: 'Username is already taken.',
  EMAIL_TAKEN: 'Email is already registered.',
  UPDATE_OTHERS_FORBIDDEN: 'You cannot update another user',
  SEARCH_QUERY_REQUIRED: 'Search query is required',
  ACCOUNT_SUSPENDED: 'This account has been suspended.',
  INVALID_CREDENTIALS: 'Invalid username or password',
  LOCALE_INVALID: 'locale must be "auto", "en", "es", "ja" or "ar"',
  AVATAR_NOT_AN_IMAGE: 'profilePic must be an image file or a data URL.',
});

const signupRules = [
  userMessages.FIELDS_REQUIRED,
  userMessages.EMAIL_INVALID,
  userMessages.USERNAME_STARTS_WITH_DIGIT,
  userMessages.USERNAME_CHARACTERS,
  userMessages.USERNAME_LENGTH,
  userMessages.USERNAME_RESERVED,
  userMessages.PASSWORD_LENGTH,
  userMessages.NAME_TOO_LONG,
  userMessages.NAME_DIRECTION_CONTROL,
  userMessages.NAME_INVISIBLE,
  userMessages.BIO_TOO_LONG,
];

/** The phrase of a problem the contract's sign-up rules answer (they answer their English words). */
export function signupProblem(problem: string): Phrase {
  const phrase = signupRules.find((rule) => rule.english === problem);
  if (!phrase) throw new Error(`no code for the sign-up rule "${problem}"`);
  return phrase;
}

import { i18n } from '@lingui/core';
import {
  emailProblem,
  passwordProblem,
  signupMessages,
  userLimits,
  usernameCharactersProblem,
} from '@threads/contract';
import { contractText } from './i18n/contract-texts';

/** Read when shown, so each is in the app's language. */
export const validationMessages = {
  get required() {
    return contractText(signupMessages.allRequired);
  },
  get currentPasswordRequired() {
    return i18n._('Enter your current password to change your password or email.');
  },
  /** Shown under a new password before anything is sent. */
  get passwordHint() {
    return i18n._('At least {min} characters', { min: userLimits.passwordMin });
  },
};

export interface SignupFields {
  name: string;
  username: string;
  email: string;
  password: string;
}

/**
 * A field's problem: its text, or '' for a field that is wrong for a reason already said under another one
 * (the empty fields share one "All fields are required.").
 */
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** The empty ones among `keys`: "All fields are required." under the first, the others only marked. */
function missing<K extends string>(fields: Record<K, string>, keys: readonly K[]): FieldErrors<Record<K, string>> {
  const errors: FieldErrors<Record<K, string>> = {};
  for (const key of keys.filter((name) => !fields[name].trim())) {
    errors[key] = Object.keys(errors).length === 0 ? validationMessages.required : '';
  }
  return errors;
}

/**
 * Every field is required; the server's email, username and password rules (CONTRACT §5, from the contract) apply
 * on top, each under its own field.
 */
export function validateSignup(fields: SignupFields): FieldErrors<SignupFields> {
  const errors = missing(fields, ['name', 'username', 'email', 'password']);
  const rules = {
    email: contractText(emailProblem(fields.email)),
    username: contractText(usernameCharactersProblem(fields.username)),
    password: contractText(passwordProblem(fields.password)),
  };
  for (const [key, problem] of Object.entries(rules) as [keyof typeof rules, string | undefined][]) {
    if (errors[key] === undefined && problem) errors[key] = problem;
  }
  return errors;
}

export function validateLogin(fields: { username: string; password: string }) {
  return missing(fields, ['username', 'password']);
}

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

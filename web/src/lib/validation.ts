import { emailProblem, signupMessages, usernameCharactersProblem } from '@threads/contract';

export const validationMessages = {
  required: signupMessages.allRequired,
  currentPasswordRequired: 'Enter your current password to change your password or email.',
} as const;

export interface SignupFields {
  name: string;
  username: string;
  email: string;
  password: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** Every field is required; the server's email and username rules (SPEC §5, from the contract) apply on top. */
export function validateSignup(fields: SignupFields): FieldErrors<SignupFields> {
  const errors: FieldErrors<SignupFields> = {};
  for (const key of ['name', 'username', 'email', 'password'] as const) {
    if (!fields[key].trim()) errors[key] = validationMessages.required;
  }
  if (!errors.email) errors.email = emailProblem(fields.email);
  if (!errors.username) errors.username = usernameCharactersProblem(fields.username);
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<SignupFields>;
}

export function validateLogin(fields: { username: string; password: string }) {
  const errors: FieldErrors<{ username: string; password: string }> = {};
  if (!fields.username.trim()) errors.username = validationMessages.required;
  if (!fields.password) errors.password = validationMessages.required;
  return errors;
}

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

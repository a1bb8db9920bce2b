export const validationMessages = {
  required: 'All fields are required.',
  invalidEmail: 'Please enter a valid email address.',
  usernameStartsWithDigit: 'Username cannot start with a number.',
  usernameCharacters: 'Username must be lowercase and contain no special characters.',
  currentPasswordRequired: 'Enter your current password to change your password or email.',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignupFields {
  name: string;
  username: string;
  email: string;
  password: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export function usernameError(username: string): string | undefined {
  if (/^[0-9]/.test(username)) return validationMessages.usernameStartsWithDigit;
  if (!/^[a-z0-9]+$/.test(username)) return validationMessages.usernameCharacters;
  return undefined;
}

export function emailError(email: string): string | undefined {
  return EMAIL_PATTERN.test(email.trim()) ? undefined : validationMessages.invalidEmail;
}

/** Every field is required; the email and username rules of SPEC §5 apply on top. */
export function validateSignup(fields: SignupFields): FieldErrors<SignupFields> {
  const errors: FieldErrors<SignupFields> = {};
  for (const key of ['name', 'username', 'email', 'password'] as const) {
    if (!fields[key].trim()) errors[key] = validationMessages.required;
  }
  if (!errors.email) errors.email = emailError(fields.email);
  if (!errors.username) errors.username = usernameError(fields.username);
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

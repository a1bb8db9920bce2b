import { bioProblem, emailProblem, nameProblem, newUsernameProblem, passwordProblem } from '@threads/contract';
import { badRequest } from '../errors.js';
import { signupProblem } from './messages.js';

function check(problem: string | undefined): void {
  if (problem) throw badRequest(signupProblem(problem));
}

/** A username someone may take now (signup or rename): well formed and not one of the reserved names. */
export function checkNewUsername(username: string): void {
  check(newUsernameProblem(username));
}

/** Emails are compared and stored in lower case, so uniqueness is case-insensitive on both engines. */
export function normaliseEmail(email: string): string {
  check(emailProblem(email));
  return email.trim().toLowerCase();
}

export function checkPassword(password: string): void {
  check(passwordProblem(password));
}

export function normaliseName(name: string): string {
  const trimmed = name.trim();
  check(nameProblem(trimmed));
  return trimmed;
}

export function normaliseBio(bio: string): string {
  const trimmed = bio.trim();
  check(bioProblem(trimmed));
  return trimmed;
}

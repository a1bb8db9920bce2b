import { describe, expect, it } from 'vitest';
import {
  bioProblem,
  charCount,
  emailProblem,
  hashtagsOf,
  isReservedUsername,
  mentionsOf,
  nameProblem,
  newUsernameProblem,
  passwordProblem,
  signupMessages,
  userLimits,
  usernameCharactersProblem,
} from './index.js';

describe('charCount', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(charCount('hello')).toBe(5);
    expect(charCount('😀😀')).toBe(2);
    expect('😀😀'.length).toBe(4);
  });
});

describe('usernames', () => {
  it('takes lower-case letters and digits, not starting with a digit', () => {
    expect(usernameCharactersProblem('ada99')).toBeUndefined();
    expect(usernameCharactersProblem('9ada')).toBe('Username cannot start with a number.');
    expect(usernameCharactersProblem('Ada')).toBe('Username must be lowercase and contain no special characters.');
    expect(usernameCharactersProblem('ada_q')).toBe(signupMessages.usernameCharacters);
  });

  it('takes 3 to 30 characters', () => {
    expect(newUsernameProblem('ab')).toBe('Username must be 3 to 30 characters long.');
    expect(newUsernameProblem('a'.repeat(userLimits.usernameMin))).toBeUndefined();
    expect(newUsernameProblem('a'.repeat(userLimits.usernameMax))).toBeUndefined();
    expect(newUsernameProblem('a'.repeat(userLimits.usernameMax + 1))).toBe(signupMessages.usernameLength);
  });

  it('refuses reserved names, hyphens dropped and in any case', () => {
    expect(newUsernameProblem('settings')).toBe('This username is reserved. Please choose another one.');
    expect(isReservedUsername('noreply')).toBe(true);
    expect(isReservedUsername('Admin')).toBe(true);
    expect(isReservedUsername('ada')).toBe(false);
  });
});

describe('signup fields', () => {
  it('checks the email in its trimmed, lower-case form, at most 254 characters', () => {
    expect(emailProblem(' Ada@Example.com ')).toBeUndefined();
    expect(emailProblem('ada@example')).toBe('Please enter a valid email address.');
    expect(emailProblem(`${'a'.repeat(243)}@example.com`)).toBe(signupMessages.invalidEmail);
  });

  it('takes passwords of 8 to 128 characters, counted in code points', () => {
    expect(passwordProblem('1234567')).toBe('Password must be 8 to 128 characters long.');
    expect(passwordProblem('😀'.repeat(userLimits.passwordMax))).toBeUndefined();
    expect(passwordProblem('a'.repeat(userLimits.passwordMax + 1))).toBe(signupMessages.passwordLength);
  });

  it('takes visible names of at most 50 characters without direction controls', () => {
    expect(nameProblem('Ada Quinn')).toBeUndefined();
    expect(nameProblem('')).toBe('All fields are required.');
    expect(nameProblem('😀'.repeat(userLimits.nameMax))).toBeUndefined();
    expect(nameProblem('a'.repeat(userLimits.nameMax + 1))).toBe('Name must be at most 50 characters long.');
    expect(nameProblem('Ada\u202Eniuq')).toBe('Name cannot contain text-direction control characters.');
    expect(nameProblem('\u200B\u3164')).toBe('Name must contain visible characters.');
  });

  it('takes bios of at most 160 characters', () => {
    expect(bioProblem('a'.repeat(userLimits.bioMax))).toBeUndefined();
    expect(bioProblem('a'.repeat(userLimits.bioMax + 1))).toBe('Bio must be at most 160 characters long.');
  });
});

describe('post words', () => {
  it('finds distinct tags with a letter and mentions not inside e-mail addresses', () => {
    expect(hashtagsOf('#Café and #café, #2024 and #a_1')).toEqual(['café', 'a_1']);
    expect(mentionsOf('hi @Ada, mail ada@example.com, @ada again @bob')).toEqual(['ada', 'bob']);
  });
});

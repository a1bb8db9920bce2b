import { describe, expect, it } from 'vitest';
import { isImageFile, validateLogin, validateSignup } from './validation';

const valid = { name: 'Ada Quinn', username: 'ada99', email: 'ada@example.com', password: 'password123' };

describe('validateSignup', () => {
  it('accepts a well-formed signup', () => {
    expect(validateSignup(valid)).toEqual({});
  });

  it('requires every field, saying so once, under the first empty one', () => {
    expect(validateSignup({ name: ' ', username: '', email: '', password: '' })).toEqual({
      name: 'All fields are required.',
      username: '',
      email: '',
      password: '',
    });
    expect(validateSignup({ ...valid, username: '', password: '' })).toEqual({
      username: 'All fields are required.',
      password: '',
    });
  });

  it('checks the password length before sending', () => {
    expect(validateSignup({ ...valid, password: 'short' }).password).toBe('Password must be 8 to 128 characters long.');
  });

  it('uses the exact texts of CONTRACT §5 for email and username', () => {
    expect(validateSignup({ ...valid, email: 'ada@example' }).email).toBe('Please enter a valid email address.');
    expect(validateSignup({ ...valid, email: 'ada example.com' }).email).toBe('Please enter a valid email address.');
    expect(validateSignup({ ...valid, username: '9ada' }).username).toBe('Username cannot start with a number.');
    expect(validateSignup({ ...valid, username: 'Ada' }).username).toBe(
      'Username must be lowercase and contain no special characters.',
    );
    expect(validateSignup({ ...valid, username: 'ada_q' }).username).toBe(
      'Username must be lowercase and contain no special characters.',
    );
  });
});

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({
      username: 'All fields are required.',
      password: '',
    });
    expect(validateLogin({ username: 'ada', password: 'x' })).toEqual({});
  });
});

describe('isImageFile', () => {
  it('accepts only image/* types', () => {
    expect(isImageFile(new File(['x'], 'a.png', { type: 'image/png' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'a.png', { type: 'text/plain' }))).toBe(false);
    expect(isImageFile(new File(['x'], 'a.mp4', { type: 'video/mp4' }))).toBe(false);
  });
});

import { visibilityMessages } from '../visibility/index.js';

export const USER_NOT_FOUND = visibilityMessages.userNotFound;
export const ACCOUNT_SUSPENDED = 'This account has been suspended.';
export const INVALID_CREDENTIALS = 'Invalid username or password';

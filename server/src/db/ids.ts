import { monotonicFactory } from 'ulidx';

const ulid = monotonicFactory();

/** Time-sortable 26-character id (ULID): newest-first order is primary-key order. */
export function newId(): string {
  return ulid();
}

export const ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}

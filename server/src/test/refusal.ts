import { expect } from 'vitest';
import { english, type Params, type Phrase, withParams } from '../lib/i18n/phrases.js';

/** The body a refusal answers in English: `{ error, code }`. */
export function refusal(phrase: Phrase, params?: Params): { error: string; code: string } {
  const said = params ? withParams(phrase, params) : phrase;
  return { error: english(said), code: said.code };
}

/** A refusal known by its English words only (a table of texts): any stable code beside them. */
export const coded = (error: string) => ({ error, code: expect.stringMatching(/^[A-Z][A-Z0-9_]+$/) });

/** What a table of expected refusals (phrases, or English words alone) should find in the answer. */
export const answered = (expected: Phrase | string) =>
  typeof expected === 'string' ? coded(expected) : refusal(expected);

import { Type } from 'typebox';
import { refusalExample } from '../http/schemas.js';
import type { Phrase } from '../lib/i18n/phrases.js';
import { accountMessages } from './messages.js';

const secondFactor = [accountMessages.TWO_FACTOR_REQUIRED, accountMessages.TWO_FACTOR_INVALID];
const codeOf = (phrases: readonly Phrase[]) => Type.String({ enum: phrases.map((phrase) => phrase.code) });

export const TwoFactorRequiredSchema = Type.Object(
  { error: Type.String(), code: codeOf(secondFactor), twoFactorRequired: Type.Literal(true) },
  {
    description: 'The password was right; two-factor sign-in is on and the code is missing or wrong',
    examples: secondFactor.map((phrase) => ({ ...refusalExample(phrase), twoFactorRequired: true })),
  },
);

export const Ok = Type.Object({ ok: Type.Literal(true) }, { description: 'Done', examples: [{ ok: true }] });

/** A 400 that, when the refusal is about the two-factor code, says so with `twoFactorRequired: true`. */
export const invalidOrCodeNeeded = (refusals: Phrase | readonly Phrase[]) => {
  const phrases = [...(Array.isArray(refusals) ? refusals : [refusals as Phrase]), ...secondFactor];
  return Type.Object(
    { error: Type.String(), code: codeOf(phrases), twoFactorRequired: Type.Optional(Type.Literal(true)) },
    {
      description: 'Invalid input; `twoFactorRequired` when two-factor sign-in is on and the code is missing or wrong',
      examples: phrases.map(refusalExample),
    },
  );
};

import { Type } from 'typebox';
import { accountMessages } from './messages.js';

export const TwoFactorRequiredSchema = Type.Object(
  { error: Type.String(), twoFactorRequired: Type.Literal(true) },
  {
    description: 'The password was right; two-factor sign-in is on and the code is missing or wrong',
    examples: [{ error: accountMessages.twoFactorRequired, twoFactorRequired: true }],
  },
);

export const Ok = Type.Object({ ok: Type.Literal(true) }, { description: 'Done', examples: [{ ok: true }] });

/** A 400 that, when the refusal is about the two-factor code, says so with `twoFactorRequired: true`. */
export const invalidOrCodeNeeded = (example: string) =>
  Type.Object(
    { error: Type.String(), twoFactorRequired: Type.Optional(Type.Literal(true)) },
    {
      description: 'Invalid input; `twoFactorRequired` when two-factor sign-in is on and the code is missing or wrong',
      examples: [{ error: example }],
    },
  );

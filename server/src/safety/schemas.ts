import { Type } from 'typebox';

export const BlockResultSchema = Type.Object(
  { blocked: Type.Boolean({ description: 'Whether you block them now' }) },
  { description: 'Toggled', examples: [{ blocked: true }] },
);

export const MuteResultSchema = Type.Object(
  { muted: Type.Boolean({ description: 'Whether you mute them now' }) },
  { description: 'Toggled', examples: [{ muted: true }] },
);

export const MutedWordsSchema = Type.Object(
  { words: Type.Array(Type.String(), { description: 'Lower-cased, in the order given, duplicates dropped' }) },
  { description: 'Your muted words', examples: [{ words: ['spoilers', 'election'] }] },
);

/** Generous caps that only bound the work; the service gives the precise, human rule. */
export const MutedWordsBody = Type.Object({
  words: Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 1000 })),
});

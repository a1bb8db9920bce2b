import { type TSchema, Type } from 'typebox';
import { english, type Phrase } from '../lib/i18n/phrases.js';

const errorMeanings: Record<number, string> = {
  400: 'Invalid input',
  401: 'Not logged in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict with existing data',
  413: 'Too large',
  415: 'Unsupported media type',
  429: 'Rate limited; `Retry-After` says when to try again',
  503: 'A dependency is unavailable',
};

/**
 * The one error shape, `{"error": "…", "code": "…"}`, documented per status with the codes the route
 * answers with it (`code` lists them; each has its example).
 */
/** One documented refusal as the server sends it in English. */
export const refusalExample = (phrase: Phrase) => ({ error: english(phrase), code: phrase.code });

export function errorResponses(refusals: Record<number, Phrase | readonly Phrase[]>): Record<number, TSchema> {
  const responses: Record<number, TSchema> = {};
  for (const [status, listed] of Object.entries(refusals)) {
    const phrases: readonly Phrase[] = Array.isArray(listed) ? listed : [listed as Phrase];
    const codes = [...new Set(phrases.map((phrase) => phrase.code))];
    responses[Number(status)] = Type.Object(
      {
        error: Type.String({ description: "Shown to people as is, in the request's language" }),
        code: Type.String({ enum: codes, description: 'Stable, for programs: the same in every language' }),
      },
      {
        description: errorMeanings[Number(status)] ?? 'Error',
        examples: phrases.map(refusalExample),
      },
    );
  }
  return responses;
}

export const Message = (example: string) =>
  Type.Object({ message: Type.String() }, { description: 'Done', examples: [{ message: example }] });

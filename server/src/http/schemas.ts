import { type TSchema, Type } from 'typebox';

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

/** The one error shape, `{"error": "…"}`, documented per status with an example message. */
export function errorResponses(examples: Record<number, string>): Record<number, TSchema> {
  const responses: Record<number, TSchema> = {};
  for (const [status, message] of Object.entries(examples)) {
    responses[Number(status)] = Type.Object(
      { error: Type.String({ description: 'Shown to people as is' }) },
      { description: errorMeanings[Number(status)] ?? 'Error', examples: [{ error: message }] },
    );
  }
  return responses;
}

export const Message = (example: string) =>
  Type.Object({ message: Type.String() }, { description: 'Done', examples: [{ message: example }] });

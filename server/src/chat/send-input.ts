import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { badRequest } from '../errors.js';
import { httpMessages } from '../http/messages.js';
import { withParams } from '../lib/i18n/phrases.js';
import { isDataUrl } from '../media/spool.js';
import type { Upload } from '../media/upload-request.js';
import { chatMessages } from './messages.js';
import type { SendInput } from './send.js';

/** Generous caps: the service gives the precise, human rule; these only bound the work. */
export const SendBody = Type.Object({
  message: Type.Optional(Type.Union([Type.String({ maxLength: 20_000 }), Type.Null()])),
  recipientId: Type.Optional(Type.String({ maxLength: 64 })),
  conversationId: Type.Optional(Type.String({ maxLength: 64 })),
  img: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

export interface SendFields {
  message?: string | null;
  recipientId?: string;
  conversationId?: string;
  img?: string | null;
}

/** The same fields from JSON (`img` as a data URL) or from multipart (`img` as a file). */
export function sendInput(fields: Partial<SendFields>, image: Upload | undefined): SendInput {
  if (typeof image === 'string' && !isDataUrl(image)) throw badRequest(chatMessages.MESSAGE_IMAGE_INVALID);
  return {
    text: fields.message ?? undefined,
    recipientId: fields.recipientId,
    conversationId: fields.conversationId,
    image,
  };
}

const sendBody = Compile(SendBody);

/** A `sendMessage` socket payload, held to the JSON body's schema: anything else is refused. */
export function socketSendInput(payload: unknown): SendInput {
  if (!sendBody.Check(payload)) {
    const issue = [...sendBody.Errors(payload)][0];
    const field = issue?.instancePath.replace(/^\//, '');
    throw badRequest(
      field
        ? withParams(httpMessages.INVALID_FIELD, { field, problem: issue?.message ?? 'is invalid' })
        : chatMessages.SEND_PAYLOAD_INVALID,
    );
  }
  return sendInput(payload, payload.img || undefined);
}

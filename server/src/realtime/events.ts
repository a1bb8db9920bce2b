import type { ServerSocketEvent } from '@threads/contract';
import { type Static, type TSchema, Type } from 'typebox';
import { MessageSchema } from '../chat/schemas.js';
import { NotificationSchema } from '../notifications/schemas.js';

const Id = Type.String();

/**
 * Each payload the server pushes on the socket, declared once: the server's emit sites are typed from it
 * (`contract.ts`), and it is an OpenAPI component (`openapi/plugin.ts`), so the web app's handlers get
 * generated types.
 */
export const ServerSocketEventsSchema = Type.Object(
  {
    getOnlineUsers: Type.Array(Id, { description: 'The people whose presence I am shown who have a tab open' }),
    newMessage: MessageSchema,
    messagesSeen: Type.Object(
      { conversationId: Id, userId: Id },
      { description: '`userId` read the conversation up to its newest message (the reader’s tabs hear it too)' },
    ),
    messageDeleted: Type.Object({ conversationId: Id, messageId: Id }),
    typing: Type.Object(
      { conversationId: Id, userId: Id },
      { description: '`userId` is typing in the conversation (never sent to the typist)' },
    ),
    newNotification: NotificationSchema,
    newFeedPost: Type.Object(
      { postId: Id, authorId: Id },
      { description: 'A post by someone I follow reached my home timeline: only a cue to offer "New posts"' },
    ),
    followAnswered: Type.Object(
      { userId: Id, following: Type.Boolean() },
      {
        description:
          'A person on another server answered my follow request: `following` when accepted, false when refused or ended',
      },
    ),
    localeChosen: Type.Object(
      { locale: Type.String() },
      {
        description:
          'My account’s language was chosen (Settings → Language, any tab or device; "auto" follows the browser): every open tab takes it',
      },
    ),
  } satisfies Record<ServerSocketEvent, TSchema>,
  { description: 'Socket.IO events the server sends, by name: each property is that event’s payload' },
);
export type ServerSocketPayloads = Static<typeof ServerSocketEventsSchema>;

/** The answer to a socket `sendMessage`: the stored message, or the refusal HTTP would give. */
export const SendMessageAckSchema = Type.Union([
  Type.Object({ message: MessageSchema }),
  Type.Object({ error: Type.String(), code: Type.String() }),
]);
export type SendMessageAck = Static<typeof SendMessageAckSchema>;

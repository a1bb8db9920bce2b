import { Type } from 'typebox';

const exampleMessage = {
  _id: '01JD8Y2B3C4D5E6F7G8H9J0K1M',
  conversationId: '01JD8Y1A2B3C4D5E6F7G8H9J0K',
  sender: '01JD8X7Q4K2M5N6P7R8S9T0V1W',
  text: 'See you at eight?',
  img: '',
  seen: false,
  createdAt: '2026-11-22T09:15:00.000Z',
};

export const MessageSchema = Type.Object(
  {
    _id: Type.String({ description: 'ULID; later messages have larger ids' }),
    conversationId: Type.String(),
    sender: Type.String({ description: "The sender's user id" }),
    text: Type.String({ description: 'Up to 2000 characters; empty for an image-only message' }),
    img: Type.String({ description: 'URL of the attached image, or empty' }),
    seen: Type.Boolean({ description: 'Whether the recipient has opened the conversation since' }),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { description: 'A message', examples: [exampleMessage] },
);

export const MessageListSchema = Type.Array(MessageSchema, {
  description: 'Oldest first; at most 50',
  examples: [[exampleMessage]],
});

export const ConversationListSchema = Type.Array(
  Type.Object({
    _id: Type.String(),
    participants: Type.Array(Type.Object({ _id: Type.String(), username: Type.String(), profilePic: Type.String() }), {
      description: 'The other member',
    }),
    lastMessage: Type.Object({
      _id: Type.String({ description: 'Also the cursor for the next page' }),
      text: Type.String(),
      img: Type.String(),
      sender: Type.String(),
      date: Type.String({ format: 'date-time' }),
      seen: Type.Boolean(),
    }),
    unreadCount: Type.Integer({ description: 'Messages to you not yet seen' }),
  }),
  {
    description: 'Latest activity first; at most 50',
    examples: [
      [
        {
          _id: exampleMessage.conversationId,
          participants: [{ _id: '01JD8X9Z8Y7X6W5V4T3S2R1Q0P', username: 'johnsmith', profilePic: '' }],
          lastMessage: {
            _id: exampleMessage._id,
            text: exampleMessage.text,
            img: '',
            sender: exampleMessage.sender,
            date: exampleMessage.createdAt,
            seen: false,
          },
          unreadCount: 0,
        },
      ],
    ],
  },
);

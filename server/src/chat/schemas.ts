import { MAX_GROUP_MEMBERS, MAX_GROUP_NAME_CHARS } from '@threads/contract';
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

const SystemAction = Type.Union(
  [Type.Literal('created'), Type.Literal('added'), Type.Literal('left'), Type.Literal('renamed')],
  { description: "A group's system message: its `text` is the sentence to show" },
);
const Deleted = Type.Literal(true, { description: 'Only on a deleted message, whose text and image are empty' });

export const MessageSchema = Type.Object(
  {
    _id: Type.String({ description: 'ULID; later messages have larger ids' }),
    conversationId: Type.String(),
    sender: Type.String({ description: "The sender's user id (for a system message, who made the change)" }),
    text: Type.String({ description: 'Up to 2000 characters; empty for an image-only message' }),
    img: Type.String({ description: 'URL of the attached image, or empty' }),
    seen: Type.Boolean({
      description: 'One-to-one: whether the recipient has opened the conversation since. Group: every other member has',
    }),
    createdAt: Type.String({ format: 'date-time' }),
    seenBy: Type.Optional(
      Type.Array(Type.String(), {
        description: 'Group messages only: the members other than the sender who have seen it',
      }),
    ),
    system: Type.Optional(SystemAction),
    systemParams: Type.Optional(
      Type.Object(
        {
          actor: Type.Union([Type.String(), Type.Null()]),
          subject: Type.Union([Type.String(), Type.Null()]),
          group: Type.String(),
        },
        { description: "A system message's names (null when gone) and group name, for each client to word it" },
      ),
    ),
    deleted: Type.Optional(Deleted),
    fromBlocked: Type.Optional(
      Type.Literal(true, {
        description:
          'Group messages only: from someone you blocked; shown collapsed ("Message from someone you blocked") until tapped. Messages from someone who blocked you are not listed at all',
      }),
    ),
  },
  { description: 'A message', examples: [exampleMessage] },
);

export const MessageListSchema = Type.Array(MessageSchema, {
  description: 'Oldest first; at most 50',
  examples: [[exampleMessage]],
});

const Participant = Type.Object({ _id: Type.String(), username: Type.String(), profilePic: Type.String() });

export const ConversationSchema = Type.Object(
  {
    _id: Type.String(),
    isGroup: Type.Optional(Type.Literal(true, { description: 'Groups only' })),
    name: Type.Optional(Type.String({ description: "Groups only: the group's name" })),
    participants: Type.Array(Participant, {
      description: "The other members: a one-to-one conversation's other person, or a group's other active members",
    }),
    lastMessage: Type.Object({
      _id: Type.String({ description: 'Also the cursor for the next page' }),
      text: Type.String(),
      img: Type.String(),
      sender: Type.String(),
      date: Type.String({ format: 'date-time' }),
      seen: Type.Boolean(),
      system: Type.Optional(SystemAction),
      deleted: Type.Optional(Deleted),
    }),
    unreadCount: Type.Integer({ description: 'Messages from others not yet seen' }),
  },
  {
    description: 'A conversation as listed',
    examples: [
      {
        _id: exampleMessage.conversationId,
        isGroup: true,
        name: 'Friday climbing',
        participants: [
          { _id: '01JD8X9Z8Y7X6W5V4T3S2R1Q0P', username: 'johnsmith', profilePic: '' },
          { _id: '01JD8XA0B1C2D3E4F5G6H7J8K9', username: 'maya', profilePic: '' },
        ],
        lastMessage: {
          _id: exampleMessage._id,
          text: 'janedoe created the group',
          img: '',
          sender: exampleMessage.sender,
          date: exampleMessage.createdAt,
          seen: false,
          system: 'created',
        },
        unreadCount: 0,
      },
    ],
  },
);

export const ConversationListSchema = Type.Array(ConversationSchema, {
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
});

const GroupName = Type.String({ maxLength: 500, description: `1 to ${MAX_GROUP_NAME_CHARS} characters` });

export const CreateGroupBody = Type.Object({
  name: GroupName,
  participantIds: Type.Array(Type.String({ maxLength: 64 }), {
    maxItems: 200,
    description: `The other people: 2 to ${MAX_GROUP_MEMBERS - 1}`,
  }),
});

export const RenameGroupBody = Type.Object({ name: GroupName });

export const AddMemberBody = Type.Object({ userId: Type.String({ maxLength: 64 }) });

export const UnreadCountSchema = Type.Object(
  { count: Type.Integer({ description: 'Conversations with messages not yet seen' }) },
  { examples: [{ count: 2 }] },
);

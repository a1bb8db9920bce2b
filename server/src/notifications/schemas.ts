import { Type } from 'typebox';

const exampleNotification = {
  _id: '01JD8Z1A2B3C4D5E6F7G8H9J0K',
  type: 'like',
  message: 'sam liked your post',
  kind: 'like',
  target: 'post',
  actors: [{ username: 'sam' }],
  isRead: false,
  createdAt: '2026-11-20T18:06:00.000Z',
  senderId: { _id: '01JD8X9A1B2C3D4E5F6G7H8J9K', username: 'sam', name: 'Sam Lee', profilePic: '' },
  postId: '01JD8Y0A1B2C3D4E5F6G7H8J9K',
  replyId: null,
  count: 1,
  groupKey: '01JD8Z1A2B3C4D5E6F7G8H9J0K',
};

const exampleGroup = {
  ...exampleNotification,
  _id: '01JD8Z4M5N6P7Q8R9S0T1V2W3X',
  message: 'maya and 3 others liked your post',
  actors: [{ username: 'maya' }],
  createdAt: '2026-11-20T21:40:00.000Z',
  senderId: { _id: '01JD8XA0B1C2D3E4F5G6H7J8K9', username: 'maya', name: 'Maya Ito', profilePic: '' },
  count: 4,
};

export const NotificationSchema = Type.Object(
  {
    _id: Type.String(),
    type: Type.Union([
      Type.Literal('follow'),
      Type.Literal('like'),
      Type.Literal('reply'),
      Type.Literal('repost'),
      Type.Literal('mention'),
    ]),
    message: Type.String({ description: 'The English sentence, for clients that do not word it themselves' }),
    kind: Type.Optional(Type.String({ description: 'What happened (the type): with target and actors, to word it' })),
    target: Type.Optional(
      Type.Union([Type.Literal('post'), Type.Literal('reply'), Type.Null()], {
        description: "On the recipient's post or reply; null for a follow",
      }),
    ),
    actors: Type.Optional(
      Type.Array(Type.Object({ username: Type.String() }), { description: 'Who did it, the newest first' }),
    ),
    isRead: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
    senderId: Type.Object(
      { _id: Type.String(), username: Type.String(), name: Type.String(), profilePic: Type.String() },
      { description: 'Who caused it' },
    ),
    postId: Type.Union([Type.String(), Type.Null()], { description: 'The post it is about; null for follows' }),
    replyId: Type.Union([Type.String(), Type.Null()], {
      description: 'For a reply: the reply, shown on the post page; null otherwise',
    }),
    count: Type.Integer({
      minimum: 1,
      description:
        'How many people it stands for: likes (or reposts) of one post within a day of the first are one notification, shown as its newest ("maya and 3 others liked your post")',
    }),
    groupKey: Type.String({
      description: 'The same for every notification of a group; a live notification replaces the one with its key',
    }),
  },
  { description: 'A notification, or the newest of a group of them', examples: [exampleGroup] },
);

export const NotificationListSchema = Type.Array(NotificationSchema, {
  description:
    'Newest first; a group (likes or reposts of one post within a day) is listed once, as its newest notification. Marking it read marks the group read.',
  examples: [[exampleGroup, exampleNotification]],
});

import { Type } from 'typebox';

const exampleNotification = {
  _id: '01JD8Z1A2B3C4D5E6F7G8H9J0K',
  type: 'like',
  message: 'sam liked your post',
  isRead: false,
  createdAt: '2026-11-20T18:06:00.000Z',
  senderId: { _id: '01JD8X9A1B2C3D4E5F6G7H8J9K', username: 'sam', name: 'Sam Lee', profilePic: '' },
  postId: '01JD8Y0A1B2C3D4E5F6G7H8J9K',
};

export const NotificationSchema = Type.Object(
  {
    _id: Type.String(),
    type: Type.Union([Type.Literal('follow'), Type.Literal('like'), Type.Literal('reply'), Type.Literal('repost')]),
    message: Type.String(),
    isRead: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
    senderId: Type.Object(
      { _id: Type.String(), username: Type.String(), name: Type.String(), profilePic: Type.String() },
      { description: 'Who caused it' },
    ),
    postId: Type.Union([Type.String(), Type.Null()], { description: 'The post it is about; null for follows' }),
  },
  { description: 'A notification', examples: [exampleNotification] },
);

export const NotificationListSchema = Type.Array(NotificationSchema, {
  description: 'Newest first',
  examples: [[exampleNotification]],
});

import { Type } from 'typebox';

const exampleSubscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/c1KrmpTuRm4:APA91bG',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

export const SubscriptionBody = Type.Object(
  {
    endpoint: Type.String({ minLength: 1, maxLength: 2048 }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    keys: Type.Object(
      { p256dh: Type.String({ minLength: 1, maxLength: 100 }), auth: Type.String({ minLength: 1, maxLength: 50 }) },
      { additionalProperties: false },
    ),
  },
  {
    additionalProperties: false,
    description: "The browser's PushSubscription as JSON",
    examples: [exampleSubscription],
  },
);

export const EndpointBody = Type.Object(
  { endpoint: Type.String({ minLength: 1, maxLength: 2048 }) },
  { additionalProperties: false, examples: [{ endpoint: exampleSubscription.endpoint }] },
);

const flag = (description: string) => Type.Boolean({ description });

export const PreferencesSchema = Type.Object(
  {
    likes: flag('Someone liked your post'),
    replies: flag('Someone replied to your post'),
    reposts: flag('Someone reposted your post'),
    follows: flag('Someone followed you'),
    mentions: flag('Someone mentioned you'),
    messages: flag('A chat message to you'),
  },
  {
    additionalProperties: false,
    description: 'Which pushes you get; all on until changed',
    examples: [{ likes: true, replies: true, reposts: false, follows: true, mentions: true, messages: true }],
  },
);

export const PublicKeySchema = Type.Object(
  { publicKey: Type.String({ description: "The server's VAPID public key (base64url), for pushManager.subscribe" }) },
  {
    description: 'The key',
    examples: [
      { publicKey: 'BDd3_hVL9fZi9Ybo2UUzA284WG5FZR30_95YeZJsiApwXKpNcF1rRPF3foIiBHXRdJI2Qhumhf6_LFTeZaNndIo' },
    ],
  },
);

export const SuccessSchema = Type.Object(
  { success: Type.Boolean() },
  { description: 'Done', examples: [{ success: true }] },
);

import { Type } from 'typebox';

const exampleId = '01JD8X7Q4K2M5N6P7R8S9T0V1W';

const summaryFields = {
  _id: Type.String({ description: 'ULID' }),
  username: Type.String(),
  name: Type.String(),
  profilePic: Type.String({ description: 'URL of the avatar, or empty for the default one' }),
  bio: Type.String(),
  remote: Type.Optional(Type.Literal(true, { description: 'Only for a person on another server' })),
  host: Type.Optional(Type.String({ description: "A remote person's server" })),
  url: Type.Optional(Type.String({ description: "A remote person's page on their server" })),
};

const exampleSummary = {
  _id: exampleId,
  username: 'janedoe',
  name: 'Jane Doe',
  profilePic: '/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp',
  bio: 'Painter. Coffee.',
};

/** The small user object in lists and search results. Never carries an email. */
export const UserSummarySchema = Type.Object(summaryFields, { examples: [exampleSummary] });

const followersField = {
  followers: Type.Array(Type.String(), { description: 'Ids of the users following this one whom you may see' }),
};
const exampleListed = { ...exampleSummary, followers: ['01JD8X9A1B2C3D4E5F6G7H8J9K'] };

export const UserListSchema = Type.Array(Type.Object({ ...summaryFields, ...followersField }), {
  description: 'Users',
  examples: [[exampleListed]],
});

export const FollowListSchema = Type.Array(
  Type.Object({
    ...summaryFields,
    ...followersField,
    followedAt: Type.Number({ description: 'When the follow began (ms); with `_id`, the cursor of the next page' }),
  }),
  { description: 'Users, newest follow first', examples: [[{ ...exampleListed, followedAt: 1732200000000 }]] },
);

export const UserProfileSchema = Type.Object(
  {
    ...summaryFields,
    followers: Type.Array(Type.String(), { description: 'Ids of the users following this one' }),
    following: Type.Array(Type.String(), { description: 'Ids of the users this one follows' }),
    followersCount: Type.Integer(),
    followingCount: Type.Integer(),
    postsCount: Type.Integer({ description: 'Posts by this user, reposts included' }),
    isFrozen: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
    email: Type.Optional(Type.String({ description: 'Only when the viewer is this user' })),
    role: Type.Optional(
      Type.Union([Type.Literal('user'), Type.Literal('admin')], { description: 'Only to this user and to admins' }),
    ),
    locale: Type.Optional(
      Type.String({
        description:
          'The language chosen for mails, pushes and errors ("auto" follows the browser); only when the viewer is this user',
      }),
    ),
    twoFactorEnabled: Type.Optional(
      Type.Boolean({ description: 'Whether two-factor sign-in is on; only when the viewer is this user' }),
    ),
    blockedByMe: Type.Boolean({ description: 'Whether you blocked this user (they cannot see you)' }),
    mutedByMe: Type.Boolean({ description: 'Whether you muted this user (they are not told)' }),
    followRequestedByMe: Type.Boolean({
      description: 'Whether you asked to follow this person on another server and their server has not answered yet',
    }),
    serverName: Type.Optional(
      Type.String({
        description: 'Only for a remote person: their server’s name as its NodeInfo gives it, when known',
      }),
    ),
    movedTo: Type.Optional(
      Type.String({
        description:
          'Only for someone who moved away (one of ours, or a remote person whose `Move` we accepted): the `name@host` of the new account',
      }),
    ),
  },
  {
    description: 'A user profile',
    examples: [
      {
        ...exampleSummary,
        followers: ['01JD8X9A1B2C3D4E5F6G7H8J9K'],
        following: [],
        followersCount: 1,
        followingCount: 0,
        postsCount: 3,
        isFrozen: false,
        createdAt: '2026-11-01T09:30:00.000Z',
        email: 'jane@example.com',
        role: 'user',
        twoFactorEnabled: false,
        blockedByMe: false,
        mutedByMe: false,
        followRequestedByMe: false,
      },
    ],
  },
);

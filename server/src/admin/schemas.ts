import { Type } from 'typebox';
import { UserSummarySchema } from '../users/schemas.js';

const exampleUser = {
  _id: '01JD8X7Q4K2M5N6P7R8S9T0V1W',
  username: 'janedoe',
  name: 'Jane Doe',
  profilePic: '',
  bio: '',
};

const nullableString = Type.Union([Type.String(), Type.Null()]);
const SnapshotPerson = Type.Object(
  {
    _id: Type.Optional(Type.String()),
    username: Type.Optional(Type.String()),
    profilePic: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

/**
 * The reported content as it was when reported, in its own API shape: a post (`postedBy`, `text`, `img`, `video`),
 * a reply (`username`, `userProfilePic`, `text`), a user (`username`, `profilePic`, `bio`), a story (`user`,
 * `mediaUrl`, `mediaType`) or a message (`sender`, `text`, `img`). The fields a preview shows are named; every
 * other field of the snapshot is kept as stored (snapshots taken before a field existed simply lack it).
 */
const ReportSnapshotSchema = Type.Object(
  {
    _id: Type.Optional(Type.String()),
    text: Type.Optional(Type.String()),
    img: Type.Optional(nullableString),
    video: Type.Optional(nullableString),
    postedBy: Type.Optional(SnapshotPerson),
    username: Type.Optional(Type.String()),
    userProfilePic: Type.Optional(Type.String()),
    profilePic: Type.Optional(Type.String()),
    bio: Type.Optional(Type.String()),
    user: Type.Optional(SnapshotPerson),
    mediaUrl: Type.Optional(Type.String()),
    mediaType: Type.Optional(Type.Union([Type.Literal('image'), Type.Literal('video')])),
  },
  { additionalProperties: true },
);

export const ReportSchema = Type.Object({
  _id: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('resolved')]),
  targetType: Type.Union([
    Type.Literal('post'),
    Type.Literal('reply'),
    Type.Literal('user'),
    Type.Literal('story'),
    Type.Literal('message'),
  ]),
  targetId: Type.String(),
  reason: Type.Union([
    Type.Literal('spam'),
    Type.Literal('harassment'),
    Type.Literal('illegal'),
    Type.Literal('other'),
  ]),
  note: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  reporter: UserSummarySchema,
  target: Type.Union([ReportSnapshotSchema, Type.Null()], {
    description: 'The content as it was when reported: a post, reply, user, story or message in its API shape',
  }),
  reportsOnTarget: Type.Integer({ description: 'Reports on the same target, whatever their status' }),
  resolution: Type.Union([Type.Literal('dismiss'), Type.Literal('remove'), Type.Literal('suspend'), Type.Null()]),
});

const exampleReport = {
  _id: '01JD8XB2C3D4E5F6G7H8J9K0LM',
  status: 'open',
  targetType: 'post',
  targetId: '01JD8XA1B2C3D4E5F6G7H8J9K0',
  reason: 'spam',
  note: 'Same link posted all day',
  createdAt: '2026-11-20T10:00:00.000Z',
  reporter: exampleUser,
  target: { _id: '01JD8XA1B2C3D4E5F6G7H8J9K0', text: 'Buy now', postedBy: exampleUser },
  reportsOnTarget: 3,
  resolution: null,
};

export const ReportListSchema = Type.Array(ReportSchema, {
  description: 'Reports, newest first',
  examples: [[exampleReport]],
});

export const ResolvedReportSchema = Type.Object(ReportSchema.properties, {
  description: 'The report, resolved',
  examples: [{ ...exampleReport, status: 'resolved', resolution: 'remove' }],
});

const exampleModeratedUser = {
  ...exampleUser,
  role: 'user',
  suspended: true,
  suspendedAt: '2026-11-20T10:05:00.000Z',
  suspensionReason: 'Spam',
};

export const ModeratedUserSchema = Type.Object(
  {
    ...UserSummarySchema.properties,
    role: Type.Union([Type.Literal('user'), Type.Literal('admin')]),
    suspended: Type.Boolean(),
    suspendedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    suspensionReason: Type.Union([Type.String(), Type.Null()]),
  },
  {
    description: 'The account',
    examples: [exampleModeratedUser],
  },
);

export const ModeratedUserListSchema = Type.Array(ModeratedUserSchema, {
  description: 'Suspended accounts, most recent first',
  examples: [[exampleModeratedUser]],
});

export const AuditListSchema = Type.Array(
  Type.Object({
    _id: Type.String(),
    admin: Type.Union([UserSummarySchema, Type.Null()], {
      description: 'Null for `npm run admin` on the command line',
    }),
    action: Type.Union([
      Type.Literal('dismiss'),
      Type.Literal('remove'),
      Type.Literal('suspend'),
      Type.Literal('unsuspend'),
      Type.Literal('grant'),
      Type.Literal('revoke'),
      Type.Literal('domain_block'),
      Type.Literal('domain_limit'),
      Type.Literal('domain_unblock'),
    ]),
    targetType: Type.String(),
    targetId: Type.String(),
    reason: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
  }),
  {
    description: 'Admin actions, newest first',
    examples: [
      [
        {
          _id: '01JD8XC3D4E5F6G7H8J9K0LMNP',
          admin: exampleUser,
          action: 'remove',
          targetType: 'post',
          targetId: '01JD8XA1B2C3D4E5F6G7H8J9K0',
          reason: 'spam',
          createdAt: '2026-11-20T10:05:00.000Z',
        },
      ],
    ],
  },
);

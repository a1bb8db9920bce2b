import { Type } from 'typebox';

const nullableUrl = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

const exampleAuthor = {
  _id: '01JD8X7Q4K2M5N6P7R8S9T0V1W',
  username: 'janedoe',
  name: 'Jane Doe',
  profilePic: '/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp',
};

const exampleReply = {
  _id: '01JD8YB3C4D5E6F7G8H9J0K1M2',
  postId: '01JD8Y0A1B2C3D4E5F6G7H8J9K',
  userId: '01JD8X9A1B2C3D4E5F6G7H8J9K',
  username: 'sam',
  userProfilePic: '',
  text: 'Lovely light!',
  createdAt: '2026-11-20T18:05:00.000Z',
};

const exampleEmbedded = {
  _id: '01JD8Y0A1B2C3D4E5F6G7H8J9K',
  postedBy: exampleAuthor,
  text: 'Evening at the lake',
  img: '/media/01jd8y0a1b2c3d4e5f6g7h8j9k.webp',
  video: null,
  posterUrl: null,
  videoWidth: null,
  videoHeight: null,
  imgWidth: 1440,
  imgHeight: 1080,
  imgBlurhash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH',
  imgAlt: 'The lake at dusk, a rowing boat at the jetty',
  spoiler: '',
  createdAt: '2026-11-20T18:00:00.000Z',
  editedAt: null,
  replyTo: null,
};

export const examplePost = {
  ...exampleEmbedded,
  likes: ['01JD8X9A1B2C3D4E5F6G7H8J9K'],
  replies: [exampleReply],
  likesCount: 1,
  repliesCount: 1,
  replyCount: 1,
  repostsCount: 0,
  repostOf: null,
  plainRepost: false,
  quotedUnavailable: false,
  bookmarked: false,
  reposted: false,
};

export const PostAuthorSchema = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  name: Type.String(),
  profilePic: Type.String(),
});

export const ReplySchema = Type.Object(
  {
    _id: Type.String(),
    postId: Type.String(),
    userId: Type.String(),
    username: Type.String(),
    userProfilePic: Type.String(),
    text: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { description: 'A reply', examples: [exampleReply] },
);

const embeddedFields = {
  _id: Type.String(),
  postedBy: PostAuthorSchema,
  text: Type.String(),
  img: nullableUrl('/media/… URL of the image'),
  video: nullableUrl('/media/… URL of the video'),
  posterUrl: nullableUrl('/media/… URL of a still of the video'),
  videoWidth: Type.Union([Type.Integer(), Type.Null()], {
    description: "The video's width as shown (rotation applied); null without a video",
  }),
  videoHeight: Type.Union([Type.Integer(), Type.Null()], {
    description: "The video's height as shown (rotation applied); null without a video",
  }),
  imgWidth: Type.Union([Type.Integer(), Type.Null()], {
    description: "The image's width; null without an image or when unknown (a remote image)",
  }),
  imgHeight: Type.Union([Type.Integer(), Type.Null()], {
    description: "The image's height; null without an image or when unknown (a remote image)",
  }),
  imgBlurhash: Type.Optional(
    Type.Union([Type.String(), Type.Null()], {
      description:
        "The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media)",
    }),
  ),
  imgAlt: Type.String({ description: "The image's alt text; empty when none" }),
  spoiler: Type.String({ description: 'A content warning hiding the text and media until opened; empty when none' }),
  createdAt: Type.String({ format: 'date-time' }),
  editedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: "The last edit's time; null when never edited",
  }),
  replyTo: Type.Union(
    [
      Type.Object({
        _id: Type.String({ description: 'The parent post' }),
        username: Type.String({ description: "The parent's author; empty when the parent was deleted" }),
      }),
      Type.Null(),
    ],
    { description: 'A reply: the post it answers; null for a post that starts a thread' },
  ),
  originalUrl: Type.Optional(
    Type.String({ description: "A post from another server: its page there ('View on original server')" }),
  ),
};

/** The original of a repost, embedded so the web can render it without another request. */
export const EmbeddedPostSchema = Type.Object(embeddedFields);

const postFields = {
  ...embeddedFields,
  likes: Type.Array(Type.String(), { description: 'Ids of the users who like it' }),
  replies: Type.Array(ReplySchema, { description: 'Its direct replies, oldest first' }),
  likesCount: Type.Integer(),
  repliesCount: Type.Integer({ description: 'How many direct replies (`replies.length`); `replyCount` too' }),
  replyCount: Type.Integer({
    description: 'How many direct replies you may see (placeholders of deleted ones not counted)',
  }),
  repostsCount: Type.Integer(),
  repostOf: Type.Union([EmbeddedPostSchema, Type.Null()], {
    description: 'The reposted post; null for an ordinary post or when the original is gone or hidden',
  }),
  plainRepost: Type.Boolean({
    description:
      "A repost without a message: its text, media, likes, replies and counts are the original's, and likes, replies, bookmarks and reposts act on the original",
  }),
  quotedUnavailable: Type.Boolean({
    description:
      'A quote whose original you may not see (blocked, muted in feeds, or its author frozen or suspended): `repostOf` is null; show "post unavailable"',
  }),
  bookmarked: Type.Optional(Type.Boolean({ description: 'Whether you bookmarked it; only when logged in' })),
  reposted: Type.Boolean({
    description: 'Whether you plainly reposted it (its original, for a plain repost); false when not logged in',
  }),
  repostedBy: Type.Optional(
    Type.Object(
      {
        people: Type.Array(PostAuthorSchema, { description: 'The newest few, newest first' }),
        count: Type.Integer(),
      },
      {
        description:
          'Home feed only: the people you follow (you included) who plainly reposted it; the post shows once, at its newest repost',
      },
    ),
  ),
};

export const PostSchema = Type.Object(postFields, { description: 'A post', examples: [examplePost] });

const exampleReplyAnswer = {
  ...examplePost,
  ...exampleReply,
  img: null,
  imgAlt: '',
  likes: [],
  replies: [],
  likesCount: 0,
  repliesCount: 0,
  replyCount: 0,
  replyTo: { _id: exampleReply.postId, username: exampleAuthor.username },
  postedBy: { _id: exampleReply.userId, username: 'sam', name: 'Sam Lee', profilePic: '' },
};

/** A new reply as the seed contract answers it (`_id`, `username`, `userProfilePic`, `text`), and as a post. */
export const ReplyAnswerSchema = Type.Object(
  {
    ...postFields,
    postId: Type.String({ description: 'The parent post (also `replyTo._id`)' }),
    userId: Type.String({ description: 'The author (also `postedBy._id`)' }),
    username: Type.String(),
    userProfilePic: Type.String(),
  },
  { description: 'A reply: a post with a parent', examples: [exampleReplyAnswer] },
);

export const PostListSchema = Type.Array(PostSchema, { description: 'Posts, newest first', examples: [[examplePost]] });

/** In a thread, a post the viewer cannot see, kept in its place so the replies below it stay in order. */
export const HiddenPostSchema = Type.Object(
  {
    _id: Type.String(),
    hidden: Type.Union([Type.Literal('deleted'), Type.Literal('unavailable')], {
      description:
        '`deleted`: "This post was deleted." (it had replies); `unavailable`: "This post is unavailable." (its author is blocked, frozen or suspended)',
    }),
    replyCount: Type.Integer({ description: 'How many direct replies you may see' }),
  },
  {
    description: 'A post shown as a placeholder',
    examples: [{ _id: exampleReply.postId, hidden: 'deleted', replyCount: 2 }],
  },
);

/** A post in a thread: the post, or its placeholder. */
export const ThreadPostSchema = Type.Union([PostSchema, HiddenPostSchema]);

export const UserReplyListSchema = Type.Array(Type.Object({ reply: ReplyAnswerSchema, post: ThreadPostSchema }), {
  description:
    "The user's replies, newest first, each with the post it answers (a placeholder when that was deleted or is hidden from you)",
  examples: [[{ reply: exampleReplyAnswer, post: examplePost }]],
});

export const LikeResultSchema = Type.Object(
  { message: Type.String(), liked: Type.Boolean(), likesCount: Type.Integer() },
  { description: 'Toggled', examples: [{ message: 'Post liked successfully', liked: true, likesCount: 3 }] },
);

export const PostHistorySchema = Type.Array(
  Type.Object({
    text: Type.String(),
    spoiler: Type.String(),
    editedAt: Type.String({
      format: 'date-time',
      description: "When this version was written (the original's: the creation time)",
    }),
  }),
  {
    description: 'Every version of the post, oldest first: the original, each edit, the current text last',
    examples: [
      [
        { text: 'Evening at the lak', spoiler: '', editedAt: '2026-11-20T18:00:00.000Z' },
        { text: 'Evening at the lake', spoiler: '', editedAt: '2026-11-20T18:02:00.000Z' },
      ],
    ],
  },
);

export const BookmarkResultSchema = Type.Object(
  { bookmarked: Type.Boolean() },
  { description: 'Toggled', examples: [{ bookmarked: true }] },
);

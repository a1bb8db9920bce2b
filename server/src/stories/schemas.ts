import { Type } from 'typebox';

const exampleStory = {
  _id: '01JD8XC3M4N5P6Q7R8S9T0V1W2',
  user: {
    _id: '01JD8X7Q4K2M5N6P7R8S9T0V1W',
    username: 'janedoe',
    name: 'Jane Doe',
    profilePic: '/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp',
  },
  mediaUrl: '/media/01jd8xc3m4n5p6q7r8s9t0v1w3.webp',
  mediaType: 'image',
  posterUrl: null,
  createdAt: '2026-11-21T18:30:00.000Z',
  expiresAt: '2026-11-22T18:30:00.000Z',
  viewed: false,
};

export const StorySchema = Type.Object(
  {
    _id: Type.String({ description: 'ULID' }),
    user: Type.Object({
      _id: Type.String(),
      username: Type.String(),
      name: Type.String(),
      profilePic: Type.String({ description: 'URL of the avatar, or empty for the default one' }),
    }),
    mediaUrl: Type.String(),
    mediaType: Type.Union([Type.Literal('image'), Type.Literal('video')], { description: 'Decided by the content' }),
    posterUrl: Type.Union([Type.String(), Type.Null()], {
      description: "A video's poster frame (WebP); null for images",
    }),
    createdAt: Type.String({ format: 'date-time' }),
    expiresAt: Type.String({ format: 'date-time', description: 'When it stops being listed and is deleted' }),
    viewed: Type.Boolean({ description: 'Whether you have seen it; always true for your own' }),
  },
  { description: 'A story', examples: [exampleStory] },
);

export const StoryListSchema = Type.Array(StorySchema, {
  description: 'Stories, grouped by person: yours first, then by latest story; oldest first within a person',
  examples: [[exampleStory]],
});

export const StoryViewersSchema = Type.Object(
  {
    viewers: Type.Array(Type.Object({ _id: Type.String(), username: Type.String(), profilePic: Type.String() }), {
      description: 'Latest view first',
    }),
    viewCount: Type.Integer({ description: 'Unique viewers, never the owner' }),
  },
  {
    description: 'Who has seen the story',
    examples: [
      {
        viewers: [{ _id: '01JD8X9A1B2C3D4E5F6G7H8J9K', username: 'samlee', profilePic: '' }],
        viewCount: 1,
      },
    ],
  },
);

export const ViewedSchema = Type.Object(
  { success: Type.Boolean() },
  { description: 'Recorded (once per viewer)', examples: [{ success: true }] },
);

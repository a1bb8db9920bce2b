import { Type } from 'typebox';
import { examplePost, PostSchema, ThreadPostSchema } from './schemas.js';

const root = { ...examplePost, _id: '01JD8XZZ1B2C3D4E5F6G7H8J9K', replies: [], replyCount: 1, repliesCount: 1 };
const post = { ...examplePost, replyTo: { _id: root._id, username: root.postedBy.username } };
const exampleThread = {
  ancestors: [{ _id: root._id, hidden: 'deleted', replyCount: 1 }],
  post,
  replies: [
    {
      post: {
        ...examplePost,
        _id: '01JD8YB3C4D5E6F7G8H9J0K1M2',
        replyTo: { _id: post._id, username: 'janedoe' },
        replies: [],
        replyCount: 0,
        repliesCount: 0,
      },
      replies: [],
      moreReplies: 0,
    },
  ],
};

export const ThreadSchema = Type.Object(
  {
    ancestors: Type.Array(ThreadPostSchema, {
      description:
        'The posts above this one, the first post of the thread first, its parent last (when the chain is very long: the first post, then the nearest 50); each may be a placeholder',
    }),
    post: ThreadPostSchema,
    replies: Type.Array(
      Type.Object({
        post: ThreadPostSchema,
        replies: Type.Array(PostSchema, { description: 'Its first replies, oldest first (at most two)' }),
        moreReplies: Type.Integer({ description: 'How many more replies it has (open its thread for them)' }),
      }),
      {
        description:
          "This page of the post's direct replies, newest first; a deleted reply stays as a placeholder while it has replies",
      },
    ),
  },
  { description: 'A post in its thread', examples: [exampleThread] },
);

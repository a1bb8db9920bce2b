import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { postKeys } from '../api/keys';
import { isHidden, type Post, type ReplyAnswer, type Thread } from '../types';

/** What a thread shows of a reply: the post it is (the seed's reply fields left out). */
function asPost({
  postId: _parent,
  userId: _author,
  username: _name,
  userProfilePic: _pic,
  ...post
}: ReplyAnswer): Post {
  return post;
}

const NESTED_REPLIES = 2;

/**
 * A new reply shows at once where its parent is open: on top of the parent's own thread, and under the parent
 * where a thread lists it (nested while it has fewer than two shown, else counted in "View N more replies").
 */
export function addReplyToThreads(queryClient: QueryClient, reply: ReplyAnswer): void {
  const post = asPost(reply);
  queryClient.setQueryData<InfiniteData<Thread, unknown>>(postKeys.thread(reply.postId), (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return data;
    const replies = [{ post, replies: [], moreReplies: 0 }, ...first.replies.filter((r) => r.post._id !== post._id)];
    return { ...data, pages: [{ ...first, replies }, ...rest] };
  });
  queryClient.setQueriesData<InfiniteData<Thread, unknown>>({ queryKey: postKeys.threads }, (data) => {
    if (!data) return data;
    const pages = data.pages.map((page) => ({
      ...page,
      replies: page.replies.map((item) => {
        if (item.post._id !== reply.postId || isHidden(item.post)) return item;
        if (item.replies.length < NESTED_REPLIES) return { ...item, replies: [...item.replies, post] };
        return { ...item, moreReplies: item.moreReplies + 1 };
      }),
    }));
    return { ...data, pages };
  });
}

import type { ReactNode } from 'react';
import { useDrawnPosts } from '../../../lib/server-render';
import type { Post } from '../types';
import { PostCard } from './post-card';

/** Posts in order; `afterFirst` is placed after the first post (the inline suggestions on phones). */
export function PostList({ posts, afterFirst }: { posts: Post[]; afterFirst?: ReactNode }) {
  const shown = useDrawnPosts(posts);
  return (
    <div>
      {shown.map((post, index) => (
        <div key={post._id}>
          <PostCard post={post} priority={index === 0} />
          {index === 0 ? afterFirst : null}
        </div>
      ))}
    </div>
  );
}

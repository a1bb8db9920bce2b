import type { ReactNode } from 'react';
import { HydrateInTurn } from '../../../components/hydrate-in-turn';
import { useDrawnPosts } from '../../../lib/server-render';
import type { Post } from '../types';
import { PostCard } from './post-card';

/** Posts in order; `afterFirst` is placed after the first post (the inline suggestions on phones). */
export function PostList({ posts, afterFirst }: { posts: Post[]; afterFirst?: ReactNode }) {
  const shown = useDrawnPosts(posts);
  return (
    <div>
      {shown.map((post, index) => (
        <HydrateInTurn key={post._id}>
          <div>
            <PostCard post={post} priority={index === 0} />
            {index === 0 ? afterFirst : null}
          </div>
        </HydrateInTurn>
      ))}
    </div>
  );
}

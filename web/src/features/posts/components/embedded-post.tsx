import type { EmbeddedPost as EmbeddedPostData } from '../types';
import { ContentWarning } from './content-warning';
import { PostHeader } from './post-header';
import { PostMedia } from './post-media';
import { PostText } from './post-text';

/** The shared original inside a repost. */
export function EmbeddedPost({ post }: { post: EmbeddedPostData }) {
  return (
    <div className="mt-3 rounded-lg border border-zinc-300 p-3 dark:border-zinc-700" data-testid="reposted-original">
      <PostHeader post={post} />
      <div className="mt-2">
        <ContentWarning spoiler={post.spoiler}>
          <PostText text={post.text} />
          <PostMedia
            img={post.img}
            imgAlt={post.imgAlt}
            video={post.video}
            poster={post.posterUrl}
            videoWidth={post.videoWidth}
            videoHeight={post.videoHeight}
          />
        </ContentWarning>
      </div>
    </div>
  );
}

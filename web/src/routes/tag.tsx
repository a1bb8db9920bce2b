import { i18n } from '@lingui/core';
import { useParams } from 'react-router';
import { PagedPosts } from '../features/posts/components/paged-posts';
import { normalizeTag } from '../features/posts/lib/post-words';
import { useTagPosts } from '../features/tags/api/get-tag-posts';
import { appTitle, useDocumentTitle } from '../lib/use-document-title';

/** A tag's posts, newest first (`/tag/cats`; `#Cats` links here in lower case). */
export default function TagScreen() {
  const tag = normalizeTag(useParams().tag ?? '');
  const posts = useTagPosts(tag);
  useDocumentTitle(appTitle(`#${tag}`));
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="border-b border-zinc-200 pb-3 text-xl font-bold break-words dark:border-zinc-800">#{tag}</h1>
      <PagedPosts key={tag} query={posts} empty={i18n._('No posts with #{tag} yet.', { tag })} />
    </div>
  );
}

import { i18n } from '@lingui/core';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { useEditPost } from '../api/edit-post';
import type { Post } from '../types';
import { PostTextField } from './post-text-field';
import { SpoilerField } from './spoiler-field';

/** Edits the text and the content warning; media stay as they are. */
export default function EditPostDialog({
  post,
  open,
  onOpenChange,
}: {
  post: Post;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [text, setText] = useState(post.text);
  const [spoiler, setSpoiler] = useState(post.spoiler);
  const edit = useEditPost(post);
  const hasMedia = Boolean(post.img || post.video);
  const unchanged = text.trim() === post.text && spoiler.trim() === post.spoiler;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (edit.isPending || unchanged) return;
    // Optimistic: the dialog closes at once; a refusal puts the post back and says why.
    edit.mutate({ text: text.trim(), spoiler: spoiler.trim() });
    onOpenChange(false);
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={i18n._('Edit post')} wide>
      <form onSubmit={submit} className="space-y-4">
        <PostTextField value={text} onChange={setText} label={i18n._('Post content')} />
        <SpoilerField value={spoiler} onChange={setSpoiler} />
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonStyles.secondary} onClick={() => onOpenChange(false)}>
            {i18n._('Cancel')}
          </button>
          <button
            type="submit"
            className={buttonStyles.primary}
            disabled={edit.isPending || unchanged || (!text.trim() && !hasMedia)}
          >
            {i18n._('Save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

import { i18n } from '@lingui/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { UploadProgress } from '../../../components/upload-progress';
import { useCurrentUser } from '../../../lib/current-user';
import { showSuccess } from '../../../lib/toast';
import { useCreatePost } from '../api/create-post';
import { useMediaDraft } from '../hooks/use-media-draft';
import type { Post } from '../types';
import { MediaDraftPickers, MediaDraftPreviews } from './media-draft-fields';
import { PostTextField } from './post-text-field';
import { QuoteDialog } from './quote-dialog';
import { SpoilerField } from './spoiler-field';

/** The composer: a new post, or (`quote`) a quote of that post. */
export default function CreatePostDialog({
  open,
  onOpenChange,
  quote = null,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  quote?: Post | null;
}) {
  if (quote) return <QuoteDialog key={quote._id} quote={quote} open={open} onOpenChange={onOpenChange} />;
  return <NewPostDialog open={open} onOpenChange={onOpenChange} />;
}

function NewPostDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [spoiler, setSpoiler] = useState('');
  const media = useMediaDraft();
  const [progress, setProgress] = useState(0);
  const create = useCreatePost(setProgress);
  const { image, video, imgAlt } = media;

  const reset = () => {
    setText('');
    setSpoiler('');
    media.reset();
    setProgress(0);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!me || create.isPending) return;
    setProgress(0);
    create.mutate(
      { postedBy: me._id, text, img: image, imgAlt: imgAlt.trim(), spoiler: spoiler.trim(), video },
      {
        onSuccess: (created) => {
          const view = () => navigate(`/${created.postedBy.username}/post/${created._id}`);
          showSuccess(i18n._('Post created successfully'), i18n._('Success'), { label: i18n._('View'), onClick: view });
          reset();
          onOpenChange(false);
        },
      },
    );
  };

  const empty = !text.trim() && !image && !video;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !create.isPending && onOpenChange(next)}
      title={i18n._('Spill the tea ☕')}
      wide
    >
      <form onSubmit={submit} className="space-y-4">
        <PostTextField
          value={text}
          onChange={setText}
          label={i18n._('Post content')}
          placeholder={i18n._("What's on your mind?")}
        />
        <MediaDraftPickers draft={media} />
        <MediaDraftPreviews draft={media} />
        <SpoilerField value={spoiler} onChange={setSpoiler} />
        {create.isPending ? <UploadProgress percent={progress} /> : null}
        <div className="flex justify-end">
          <button type="submit" className={buttonStyles.primary} disabled={create.isPending || empty}>
            {create.isPending ? i18n._('Posting…') : i18n._('Post')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

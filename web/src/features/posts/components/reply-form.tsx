import { i18n } from '@lingui/core';
import { POST_TEXT_MAX } from '@threads/contract';
import { TriangleAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { UploadProgress } from '../../../components/upload-progress';
import { showSuccess } from '../../../lib/toast';
import { MentionListbox } from '../../mentions/components/mention-listbox';
import { useMentionSuggestions } from '../../mentions/hooks/use-mention-suggestions';
import { useReplyToPost } from '../api/reply-to-post';
import { useMediaDraft } from '../hooks/use-media-draft';
import { MediaDraftPickers, MediaDraftPreviews } from './media-draft-fields';
import { SpoilerField } from './spoiler-field';

/**
 * The 'Reply goes here..' field and its Reply button, in the reply dialog and under a post on its page: a
 * reply takes an image (with alt text) or a video, and a content warning, like a post; typing `@name`
 * suggests people to mention.
 */
export function ReplyForm({ postId, rows = 3, onReplied }: { postId: string; rows?: number; onReplied?: () => void }) {
  const [text, setText] = useState('');
  const [spoiler, setSpoiler] = useState('');
  const [warning, setWarning] = useState(false);
  const [progress, setProgress] = useState(0);
  const media = useMediaDraft();
  const reply = useReplyToPost(postId, setProgress);
  const fieldId = useId();
  const mentions = useMentionSuggestions({ value: text, onChange: setText, maxChars: POST_TEXT_MAX });
  const empty = !text.trim() && !media.image && !media.video;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reply.isPending || empty) return;
    setProgress(0);
    const { image: img, imgAlt, video } = media;
    reply.mutate(
      { text, img, imgAlt: imgAlt.trim(), video, spoiler: warning ? spoiler.trim() : '' },
      {
        onSuccess: () => {
          showSuccess(i18n._('Reply posted successfully'));
          setText('');
          setSpoiler('');
          setWarning(false);
          media.reset();
          onReplied?.();
        },
      },
    );
  };

  const uploading = reply.isPending && Boolean(media.image || media.video);
  return (
    <form onSubmit={submit} className="space-y-3">
      <label htmlFor={fieldId} className="sr-only">
        {i18n._('Reply')}
      </label>
      <div className="relative">
        <textarea
          id={fieldId}
          className={inputStyles}
          rows={rows}
          maxLength={POST_TEXT_MAX}
          placeholder={i18n._('Reply goes here..')}
          value={text}
          {...mentions.fieldProps}
          onChange={(event) => {
            setText(event.target.value);
            mentions.track(event.target);
          }}
        />
        <MentionListbox suggestions={mentions} />
      </div>
      <MediaDraftPreviews draft={media} />
      {warning ? <SpoilerField value={spoiler} onChange={setSpoiler} /> : null}
      {uploading ? <UploadProgress percent={progress} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex gap-2">
          <MediaDraftPickers draft={media} />
          <button
            type="button"
            className={buttonStyles.secondary}
            aria-pressed={warning}
            onClick={() => setWarning((on) => !on)}
          >
            <TriangleAlert className="size-4" aria-hidden />
            {i18n._('Warning')}
          </button>
        </div>
        <button type="submit" className={buttonStyles.primary} disabled={reply.isPending || empty}>
          {i18n._('Reply')}
        </button>
      </div>
    </form>
  );
}

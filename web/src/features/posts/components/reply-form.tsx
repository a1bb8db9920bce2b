import { POST_TEXT_MAX } from '@threads/contract';
import { type FormEvent, useId, useState } from 'react';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { showSuccess } from '../../../lib/toast';
import { MentionListbox } from '../../mentions/components/mention-listbox';
import { useMentionSuggestions } from '../../mentions/hooks/use-mention-suggestions';
import { useReplyToPost } from '../api/reply-to-post';

/**
 * The 'Reply goes here..' field and its Reply button, in the reply dialog and under a post on its page;
 * typing `@name` suggests people to mention.
 */
export function ReplyForm({ postId, rows = 3, onReplied }: { postId: string; rows?: number; onReplied?: () => void }) {
  const [text, setText] = useState('');
  const reply = useReplyToPost(postId);
  const fieldId = useId();
  const mentions = useMentionSuggestions({ value: text, onChange: setText, maxChars: POST_TEXT_MAX });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reply.isPending || !text.trim()) return;
    reply.mutate(text, {
      onSuccess: () => {
        showSuccess('Reply posted successfully');
        setText('');
        onReplied?.();
      },
    });
  };

  return (
    <form onSubmit={submit} className="space-y-3">
      <label htmlFor={fieldId} className="sr-only">
        Reply
      </label>
      <div className="relative">
        <textarea
          id={fieldId}
          className={inputStyles}
          rows={rows}
          maxLength={POST_TEXT_MAX}
          placeholder="Reply goes here.."
          value={text}
          {...mentions.fieldProps}
          onChange={(event) => {
            setText(event.target.value);
            mentions.track(event.target);
          }}
        />
        <MentionListbox suggestions={mentions} />
      </div>
      <div className="flex justify-end">
        <button type="submit" className={buttonStyles.primary} disabled={reply.isPending || !text.trim()}>
          Reply
        </button>
      </div>
    </form>
  );
}

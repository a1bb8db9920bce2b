import { i18n } from '@lingui/core';
import { MAX_MESSAGE_CHARS } from '@threads/contract';
import { ImagePlus, SendHorizontal, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { showError } from '../../../lib/toast';
import { useFilePreview } from '../../../lib/use-file-preview';
import { isImageFile } from '../../../lib/validation';
import type { OutgoingMessage } from '../api/send-message';

/** 'Type a message' with an image to attach; needs one or the other, and ignores sends while one is going. */
export function MessageInput({
  sending,
  onSend,
  onTyping,
}: {
  sending: boolean;
  onSend: (message: Omit<OutgoingMessage, 'to'>, done: () => void) => void;
  /** Each keystroke: the others may be told I am typing. */
  onTyping: () => void;
}) {
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const preview = useFilePreview(image);

  const clearImage = () => {
    setImage(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file && !isImageFile(file)) {
      event.target.value = '';
      return showError(i18n._('Please select an image file'), i18n._('Invalid file type'));
    }
    setImage(file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending || (!text.trim() && !image)) return;
    onSend({ message: text.trim(), img: image }, () => {
      setText('');
      clearImage();
    });
  };

  return (
    <form onSubmit={submit} className="border-t border-zinc-200 p-3 dark:border-zinc-800">
      {preview ? (
        <div className="relative mb-2 size-20">
          <img src={preview} alt={i18n._('Selected attachment')} className="size-20 rounded-md object-cover" />
          <button
            type="button"
            aria-label={i18n._('Remove image')}
            onClick={clearImage}
            className="absolute -top-2 -end-2 rounded-full bg-black/80 p-1 text-white"
          >
            <X className="size-3" aria-hidden />
          </button>
        </div>
      ) : null}
      <div className="flex items-center gap-2">
        <label
          className={`${buttonStyles.icon} shrink-0 cursor-pointer has-focus-visible:outline-2`}
          title={i18n._('Attach an image')}
        >
          <ImagePlus className="size-5" aria-hidden />
          <span className="sr-only">{i18n._('Attach an image')}</span>
          <input ref={fileInput} type="file" accept="image/*" className="sr-only" onChange={pick} />
        </label>
        <input
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) onTyping();
          }}
          placeholder={i18n._('Type a message')}
          aria-label={i18n._('Type a message')}
          maxLength={MAX_MESSAGE_CHARS}
          className={inputStyles}
        />
        <button
          type="submit"
          className={`${buttonStyles.icon} shrink-0`}
          aria-label={i18n._('Send message')}
          disabled={sending || (!text.trim() && !image)}
        >
          <SendHorizontal className="size-5" aria-hidden />
        </button>
      </div>
    </form>
  );
}

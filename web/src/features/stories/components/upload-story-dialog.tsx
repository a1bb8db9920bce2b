import { i18n } from '@lingui/core';
import { type FormEvent, useRef, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { UploadProgress } from '../../../components/upload-progress';
import { showError, showSuccess, TOAST_MS } from '../../../lib/toast';
import { useFilePreview } from '../../../lib/use-file-preview';
import { useCreateStory } from '../api/create-story';
import { StoryDropZone } from './story-drop-zone';

type MediaType = 'image' | 'video';

const toggleStyle = (active: boolean) =>
  `flex-1 rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-sky-500 ${
    active ? 'bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900' : 'hover:bg-zinc-200 dark:hover:bg-zinc-800'
  }`;

/** 'Upload a Feeling': pick or drop an image or a video, preview it, upload it with real progress. */
export default function UploadStoryDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [mediaType, setMediaType] = useState<MediaType>('image');
  const [progress, setProgress] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const preview = useFilePreview(file);
  const upload = useCreateStory(setProgress);

  const reset = () => {
    setFile(null);
    setMediaType('image');
    setProgress(0);
    if (input.current) input.current.value = '';
  };

  const pick = (picked: File | null) => {
    if (!picked) return;
    const type = picked.type.startsWith('video/') ? 'video' : picked.type.startsWith('image/') ? 'image' : null;
    if (!type) return showError(i18n._('Please select an image or a video'), i18n._('Invalid file type'));
    setFile(picked);
    setMediaType(type);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    if (!file) return showError(i18n._('Please select a file to upload'), i18n._('No file selected'));
    setProgress(0);
    upload.mutate(
      { file, mediaType },
      {
        onSuccess: () => {
          showSuccess(i18n._('Story uploaded successfully!'));
          reset();
          onOpenChange(false);
        },
        onError: (error) => {
          console.error('Story upload failed', error);
          showError(i18n._('Please try again later.'), i18n._('Failed to upload story'), TOAST_MS.upload);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !upload.isPending && onOpenChange(next)}
      title={i18n._('Upload a Feeling')}
    >
      <form onSubmit={submit} className="space-y-4">
        <StoryDropZone file={file} inputRef={input} onPick={pick} />
        {preview ? (
          <div className="aspect-[9/16] max-h-[50vh] w-full overflow-hidden rounded-lg bg-black">
            {mediaType === 'video' ? (
              <video src={preview} controls muted className="size-full object-contain" />
            ) : (
              <img src={preview} alt={i18n._('Story preview')} className="size-full object-contain" />
            )}
          </div>
        ) : null}
        <fieldset>
          <legend className="mb-1 text-sm font-medium">{i18n._('Media type')}</legend>
          <div className="flex gap-1 rounded-lg bg-zinc-100 p-1 dark:bg-zinc-900">
            {(['image', 'video'] as const).map((type) => (
              <button
                key={type}
                type="button"
                aria-pressed={mediaType === type}
                className={toggleStyle(mediaType === type)}
                onClick={() => setMediaType(type)}
              >
                {type === 'image' ? i18n._('Image') : i18n._('Video')}
              </button>
            ))}
          </div>
        </fieldset>
        {upload.isPending ? <UploadProgress percent={progress} /> : null}
        <div className="flex justify-end">
          <button type="submit" className={buttonStyles.primary} disabled={upload.isPending}>
            {upload.isPending ? i18n._('Uploading…') : i18n._('Upload')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

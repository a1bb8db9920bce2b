import { i18n } from '@lingui/core';
import { ImageUp } from 'lucide-react';
import { type DragEvent, type RefObject, useState } from 'react';

/**
 * A dashed area to drop an image or a video on, which is also the picker: the (visually hidden) file
 * input inside takes clicks, taps and the keyboard.
 */
export function StoryDropZone({
  file,
  inputRef,
  onPick,
}: {
  file: File | null;
  inputRef: RefObject<HTMLInputElement | null>;
  onPick: (file: File | null) => void;
}) {
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    onPick(event.dataTransfer.files[0] ?? null);
  };
  return (
    <label
      data-testid="story-drop-zone"
      data-over={over}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={`flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center has-focus-visible:outline-2 has-focus-visible:outline-sky-500 ${
        over
          ? 'border-sky-500 bg-sky-50 dark:bg-sky-950'
          : 'border-zinc-300 hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-900'
      }`}
    >
      <ImageUp className="size-8 text-zinc-500" aria-hidden />
      <span className="text-sm font-medium">{i18n._('Choose an image or a video')}</span>
      <span className="text-xs text-zinc-600 dark:text-zinc-400">{file ? file.name : i18n._('or drop it here')}</span>
      <span className="rounded-md bg-zinc-900 px-3 py-1.5 text-sm font-semibold text-white dark:bg-zinc-100 dark:text-zinc-900">
        {file ? i18n._('Change file') : i18n._('Choose file')}
      </span>
      <input
        ref={inputRef}
        type="file"
        accept="image/*,video/*"
        className="sr-only"
        onChange={(event) => onPick(event.target.files?.[0] ?? null)}
      />
    </label>
  );
}

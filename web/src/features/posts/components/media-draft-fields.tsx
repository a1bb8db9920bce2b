import { i18n } from '@lingui/core';
import { IMG_ALT_MAX } from '@threads/contract';
import { ImagePlus, Video, X } from 'lucide-react';
import { useId } from 'react';
import { buttonStyles, inputStyles, labelStyles } from '../../../components/button-styles';
import { cutFieldToCodePoints } from '../../../lib/text';
import { useFilePreview } from '../../../lib/use-file-preview';
import type { MediaDraft } from '../hooks/use-media-draft';

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="absolute top-2 end-2 rounded-full bg-black/70 p-1 text-white hover:bg-black"
    >
      <X className="size-4" aria-hidden />
    </button>
  );
}

/** The Image and Video pickers of a new post or reply. */
export function MediaDraftPickers({ draft }: { draft: MediaDraft }) {
  const size = 'size-4';
  return (
    <div className="flex gap-2">
      <label className={`${buttonStyles.secondary} cursor-pointer has-focus-visible:outline-2`}>
        <ImagePlus className={size} aria-hidden />
        {i18n._('Image')}
        <input ref={draft.imageInput} type="file" accept="image/*" className="sr-only" onChange={draft.pickImage} />
      </label>
      <label className={`${buttonStyles.secondary} cursor-pointer has-focus-visible:outline-2`}>
        <Video className={size} aria-hidden />
        {i18n._('Video')}
        <input ref={draft.videoInput} type="file" accept="video/*" className="sr-only" onChange={draft.pickVideo} />
      </label>
    </div>
  );
}

/** The picked image and video with their remove buttons, and the image's alt text once one is picked. */
export function MediaDraftPreviews({ draft }: { draft: MediaDraft }) {
  const altId = useId();
  const imagePreview = useFilePreview(draft.image);
  const videoPreview = useFilePreview(draft.video);
  return (
    <>
      {imagePreview ? (
        <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-zinc-100 dark:bg-zinc-800">
          <img src={imagePreview} alt={i18n._('Selected')} className="size-full object-contain" />
          <RemoveButton label={i18n._('Remove image')} onClick={draft.removeImage} />
        </div>
      ) : null}
      {imagePreview ? (
        <div>
          <label htmlFor={altId} className={labelStyles}>
            {i18n._('Describe this image')}
          </label>
          <textarea
            id={altId}
            className={inputStyles}
            rows={2}
            placeholder={i18n._('Alt text, for people who cannot see it')}
            value={draft.imgAlt}
            onChange={(event) => draft.setImgAlt(cutFieldToCodePoints(event.target, IMG_ALT_MAX))}
          />
        </div>
      ) : null}
      {videoPreview ? (
        <div className="relative aspect-video overflow-hidden rounded-lg bg-black">
          {/* biome-ignore lint/a11y/useMediaCaption: a preview of the user's own video */}
          <video src={videoPreview} controls className="size-full object-contain" />
          <RemoveButton label={i18n._('Remove video')} onClick={draft.removeVideo} />
        </div>
      ) : null}
    </>
  );
}

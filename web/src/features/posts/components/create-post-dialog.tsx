import { IMG_ALT_MAX } from '@threads/contract';
import { ImagePlus, Video, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { buttonStyles, inputStyles, labelStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { UploadProgress } from '../../../components/upload-progress';
import { useCurrentUser } from '../../../lib/current-user';
import { cutFieldToCodePoints } from '../../../lib/text';
import { showError, showSuccess } from '../../../lib/toast';
import { useFilePreview } from '../../../lib/use-file-preview';
import { isImageFile } from '../../../lib/validation';
import { useCreatePost } from '../api/create-post';
import { PostTextField } from './post-text-field';
import { SpoilerField } from './spoiler-field';

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="absolute top-2 right-2 rounded-full bg-black/70 p-1 text-white hover:bg-black"
    >
      <X className="size-4" aria-hidden />
    </button>
  );
}

export default function CreatePostDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const me = useCurrentUser();
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [imgAlt, setImgAlt] = useState('');
  const [spoiler, setSpoiler] = useState('');
  const altId = useId();
  const [video, setVideo] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const imageInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const imagePreview = useFilePreview(image);
  const videoPreview = useFilePreview(video);
  const create = useCreatePost(setProgress);

  const reset = () => {
    setText('');
    setImage(null);
    setImgAlt('');
    setSpoiler('');
    setVideo(null);
    setProgress(0);
    if (imageInput.current) imageInput.current.value = '';
    if (videoInput.current) videoInput.current.value = '';
  };

  const pickImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file && !isImageFile(file)) {
      event.target.value = '';
      setImage(null);
      return showError('Please select an image file', 'Invalid file type');
    }
    setImage(file);
    setImgAlt('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!me || create.isPending) return;
    setProgress(0);
    create.mutate(
      { postedBy: me._id, text, img: image, imgAlt: imgAlt.trim(), spoiler: spoiler.trim(), video },
      {
        onSuccess: () => {
          showSuccess('Post created successfully');
          reset();
          onOpenChange(false);
        },
      },
    );
  };

  const empty = !text.trim() && !image && !video;
  return (
    <Modal open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)} title="Spill the tea ☕" wide>
      <form onSubmit={submit} className="space-y-4">
        <PostTextField value={text} onChange={setText} label="Post content" placeholder="What's on your mind?" />
        <div className="flex gap-2">
          <label className={`${buttonStyles.secondary} cursor-pointer has-focus-visible:outline-2`}>
            <ImagePlus className="size-4" aria-hidden />
            Image
            <input ref={imageInput} type="file" accept="image/*" className="sr-only" onChange={pickImage} />
          </label>
          <label className={`${buttonStyles.secondary} cursor-pointer has-focus-visible:outline-2`}>
            <Video className="size-4" aria-hidden />
            Video
            <input
              ref={videoInput}
              type="file"
              accept="video/*"
              className="sr-only"
              onChange={(event) => setVideo(event.target.files?.[0] ?? null)}
            />
          </label>
        </div>
        {imagePreview ? (
          <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-zinc-100 dark:bg-zinc-800">
            <img src={imagePreview} alt="Selected" className="size-full object-contain" />
            <RemoveButton
              label="Remove image"
              onClick={() => {
                setImage(null);
                setImgAlt('');
                if (imageInput.current) imageInput.current.value = '';
              }}
            />
          </div>
        ) : null}
        {imagePreview ? (
          <div>
            <label htmlFor={altId} className={labelStyles}>
              Describe this image
            </label>
            <textarea
              id={altId}
              className={inputStyles}
              rows={2}
              placeholder="Alt text, for people who cannot see it"
              value={imgAlt}
              onChange={(event) => setImgAlt(cutFieldToCodePoints(event.target, IMG_ALT_MAX))}
            />
          </div>
        ) : null}
        {videoPreview ? (
          <div className="relative aspect-video overflow-hidden rounded-lg bg-black">
            {/* biome-ignore lint/a11y/useMediaCaption: a preview of the user's own video */}
            <video src={videoPreview} controls className="size-full object-contain" />
            <RemoveButton
              label="Remove video"
              onClick={() => {
                setVideo(null);
                if (videoInput.current) videoInput.current.value = '';
              }}
            />
          </div>
        ) : null}
        <SpoilerField value={spoiler} onChange={setSpoiler} />
        {create.isPending ? <UploadProgress percent={progress} /> : null}
        <div className="flex justify-end">
          <button type="submit" className={buttonStyles.primary} disabled={create.isPending || empty}>
            {create.isPending ? 'Posting…' : 'Post'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

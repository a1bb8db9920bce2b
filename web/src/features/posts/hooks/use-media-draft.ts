import { i18n } from '@lingui/core';
import { type ChangeEvent, useRef, useState } from 'react';
import { showError } from '../../../lib/toast';
import { isImageFile } from '../../../lib/validation';

/** The image (with its alt text) and the video picked for a new post or reply, and how to change them. */
export function useMediaDraft() {
  const [image, setImage] = useState<File | null>(null);
  const [imgAlt, setImgAlt] = useState('');
  const [video, setVideo] = useState<File | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);

  const removeImage = () => {
    setImage(null);
    setImgAlt('');
    if (imageInput.current) imageInput.current.value = '';
  };
  const removeVideo = () => {
    setVideo(null);
    if (videoInput.current) videoInput.current.value = '';
  };
  const pickImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file && !isImageFile(file)) {
      event.target.value = '';
      setImage(null);
      return showError(i18n._('Please select an image file'), i18n._('Invalid file type'));
    }
    setImage(file);
    setImgAlt('');
  };
  const pickVideo = (event: ChangeEvent<HTMLInputElement>) => setVideo(event.target.files?.[0] ?? null);

  return {
    image,
    imgAlt,
    setImgAlt,
    video,
    imageInput,
    videoInput,
    pickImage,
    pickVideo,
    removeImage,
    removeVideo,
    reset: () => {
      removeImage();
      removeVideo();
    },
  };
}

export type MediaDraft = ReturnType<typeof useMediaDraft>;

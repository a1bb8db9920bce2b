import { i18n } from '@lingui/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { ViewableImage } from '../../image-viewer/components/viewable-image';
import { imageBoxStyle, imageRatio } from '../lib/image-box';
import { videoBoxStyle } from '../lib/video-box';
import { BlurhashPlaceholder } from './blurhash-placeholder';

/** What a post carries of its media, as the API names it. */
export interface PostMediaFields {
  img?: string | null;
  /** The author's description of the image; a generic one when they gave none. */
  imgAlt?: string;
  /** The image's size; its box takes that shape. */
  imgWidth?: number | null;
  imgHeight?: number | null;
  /** Painted in the image's box while the image loads; only for an image of known size. */
  imgBlurhash?: string | null;
  video?: string | null;
  posterUrl?: string | null;
  /** The video's size as shown; its box takes that shape. */
  videoWidth?: number | null;
  videoHeight?: number | null;
}

/**
 * Media boxes take their media's own shape (an image between 4:5 and 1.91:1, cropped beyond), so nothing below
 * them moves when they load and no bars show beside them; an image's BlurHash fills its box until it has loaded.
 * `priority`: the first thing a page shows (likely its largest paint), loaded at once instead of lazily.
 */
export function PostMedia({ media, priority = false }: { media: PostMediaFields; priority?: boolean }) {
  const { img, imgAlt, imgWidth, imgHeight, imgBlurhash, video, posterUrl: poster, videoWidth, videoHeight } = media;
  const ratio = imageRatio(imgWidth, imgHeight);
  const box = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);
  // An image drawn on the server may have loaded before the app took over, its load event unheard. Asked
  // before the placeholder's own effect would decode a BlurHash only to be taken away.
  useLayoutEffect(() => {
    if (box.current?.querySelector('img')?.complete) setLoaded(true);
  }, []);
  const placeholder = ratio !== null && !loaded ? imgBlurhash : null;
  return (
    <>
      {img ? (
        <div
          ref={box}
          data-testid="post-image"
          className={`relative mt-3 overflow-hidden rounded-lg border border-zinc-200 bg-zinc-100 dark:border-zinc-800 dark:bg-zinc-900 ${ratio === null ? 'w-fit' : ''}`}
          style={imageBoxStyle(ratio)}
        >
          {placeholder ? <BlurhashPlaceholder hash={placeholder} /> : null}
          <ViewableImage
            src={img}
            alt={imgAlt || i18n._('Post attachment')}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            onLoad={() => setLoaded(true)}
            buttonClassName={ratio === null ? '' : 'relative size-full'}
            className={ratio === null ? 'max-h-[32rem] max-w-full' : 'size-full object-cover'}
          />
        </div>
      ) : null}
      {video ? (
        <div
          data-testid="post-video"
          className="mt-3 overflow-hidden rounded-lg border border-zinc-200 bg-black dark:border-zinc-800"
          style={videoBoxStyle(videoWidth, videoHeight)}
        >
          {/* biome-ignore lint/a11y/useMediaCaption: user videos come without captions */}
          <video
            src={video}
            poster={poster ?? undefined}
            controls
            preload="metadata"
            className="size-full object-contain"
          />
        </div>
      ) : null}
    </>
  );
}

import { i18n } from '@lingui/core';
import { ViewableImage } from '../../image-viewer/components/viewable-image';
import { imageBoxStyle, imageRatio } from '../lib/image-box';
import { videoBoxStyle } from '../lib/video-box';

/**
 * Media boxes take their media's own shape (an image between 4:5 and 1.91:1, cropped beyond), so nothing below
 * them moves when they load and no bars show beside them. `priority`: the
 * first thing a page shows (likely its largest paint), loaded at once instead of lazily.
 */
export function PostMedia({
  img,
  imgAlt,
  imgWidth,
  imgHeight,
  video,
  poster,
  videoWidth,
  videoHeight,
  priority = false,
}: {
  img?: string | null;
  /** The author's description of the image; a generic one when they gave none. */
  imgAlt?: string;
  /** The image's size; its box takes that shape. */
  imgWidth?: number | null;
  imgHeight?: number | null;
  video?: string | null;
  poster?: string | null;
  /** The video's size as shown; its box takes that shape. */
  videoWidth?: number | null;
  videoHeight?: number | null;
  priority?: boolean;
}) {
  const ratio = imageRatio(imgWidth, imgHeight);
  return (
    <>
      {img ? (
        <div
          data-testid="post-image"
          className={`mt-3 overflow-hidden rounded-lg border border-zinc-200 bg-zinc-100 dark:border-zinc-800 dark:bg-zinc-900 ${ratio === null ? 'w-fit' : ''}`}
          style={imageBoxStyle(ratio)}
        >
          <ViewableImage
            src={img}
            alt={imgAlt || i18n._('Post attachment')}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            buttonClassName={ratio === null ? '' : 'size-full'}
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

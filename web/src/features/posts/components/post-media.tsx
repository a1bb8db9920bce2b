import { i18n } from '@lingui/core';
import { ViewableImage } from '../../image-viewer/components/viewable-image';
import { videoBoxStyle } from '../lib/video-box';

/**
 * Media boxes have a fixed aspect ratio, so nothing below them moves when they load. `priority`: the
 * first thing a page shows (likely its largest paint), loaded at once instead of lazily.
 */
export function PostMedia({
  img,
  imgAlt,
  video,
  poster,
  videoWidth,
  videoHeight,
  priority = false,
}: {
  img?: string | null;
  /** The author's description of the image; a generic one when they gave none. */
  imgAlt?: string;
  video?: string | null;
  poster?: string | null;
  /** The video's size as shown; its box takes that shape. */
  videoWidth?: number | null;
  videoHeight?: number | null;
  priority?: boolean;
}) {
  return (
    <>
      {img ? (
        <div className="mt-3 aspect-[4/3] w-full overflow-hidden rounded-lg border border-zinc-200 bg-zinc-100 dark:border-zinc-800 dark:bg-zinc-900">
          <ViewableImage
            src={img}
            alt={imgAlt || i18n._('Post attachment')}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            buttonClassName="size-full"
            className="size-full object-contain"
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

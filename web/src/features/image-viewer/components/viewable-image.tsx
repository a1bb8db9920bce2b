import { i18n } from '@lingui/core';
import { type ImgHTMLAttributes, lazy, Suspense, useRef, useState } from 'react';

// The viewer (and its dialog code) loads when someone first opens an image, never with the page.
const ImageViewer = lazy(() => import('./image-viewer'));

/**
 * An image that opens full screen in the image viewer when tapped, clicked or activated from the
 * keyboard. `alt` is the image's alt text and also what the viewer shows under the image.
 */
export function ViewableImage({
  src,
  alt,
  buttonClassName = '',
  ...imageProps
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & {
  src: string;
  alt: string;
  buttonClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-label={i18n._('Open image: {alt}', { alt })}
        className={`block cursor-zoom-in focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 ${buttonClassName}`}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <img src={src} alt={alt} {...imageProps} />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <ImageViewer
            src={src}
            alt={alt}
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              trigger.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

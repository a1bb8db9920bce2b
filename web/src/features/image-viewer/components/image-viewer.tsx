import { i18n } from '@lingui/core';
import { X, ZoomIn, ZoomOut } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type KeyboardEvent, useRef } from 'react';
import { useZoomGestures } from '../hooks/use-zoom-gestures';
import { MAX_SCALE, MIN_SCALE, ZOOM_STEP } from '../lib/zoom';

// aria-disabled rather than disabled: a button that disables itself when pressed would drop the focus.
const control =
  'inline-flex size-11 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-sky-400 aria-disabled:opacity-40';

/** How far an arrow key pans a zoomed image. */
const KEY_PAN_PX = 80;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [KEY_PAN_PX, 0],
  ArrowRight: [-KEY_PAN_PX, 0],
  ArrowUp: [0, KEY_PAN_PX],
  ArrowDown: [0, -KEY_PAN_PX],
};

/**
 * One image full screen, loaded on first open (see ViewableImage). Pinch, wheel, double tap or the
 * buttons zoom; a zoomed image pans by dragging or with the arrow keys. Unzoomed, a swipe or an arrow
 * key closes it, as do Escape and the close button. The dialog keeps focus inside and gives it back
 * to the image that opened it. The alt text, when there is one, shows at the bottom.
 */
export default function ImageViewer({
  src,
  alt,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  src: string;
  alt: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const stage = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const close = () => onOpenChange(false);
  const zoom = useZoomGestures(stage, image, close);
  const { scale, x, y } = zoom.view;
  const swiped = Math.hypot(zoom.swipe.x, zoom.swipe.y);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLElement && event.target.closest('a')) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      if (scale > 1) zoom.panBy(...arrow);
      else close();
    } else if (event.key === '+' || event.key === '=') zoom.zoomBy(ZOOM_STEP);
    else if (event.key === '-') zoom.zoomBy(1 / ZOOM_STEP);
    else if (event.key === '0') zoom.reset();
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black" style={{ opacity: 1 - Math.min(0.6, swiped / 300) }} />
        <Dialog.Content
          data-testid="image-viewer"
          // With alt text the description below names it; without, there is none to point at.
          {...(alt ? {} : { 'aria-describedby': undefined })}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
        >
          <Dialog.Title className="sr-only">{i18n._('Image viewer')}</Dialog.Title>
          <div
            ref={stage}
            data-testid="image-viewer-stage"
            className="relative flex min-h-0 flex-1 touch-none items-center justify-center overflow-hidden select-none"
            {...zoom.handlers}
          >
            <img
              ref={image}
              src={src}
              alt={alt}
              draggable={false}
              data-scale={scale}
              className={`max-h-full max-w-full object-contain ${zoom.active ? '' : 'transition-transform duration-150'} ${scale > 1 ? 'cursor-grab' : 'cursor-zoom-in'}`}
              style={{
                transform: `translate(${x + zoom.swipe.x}px, ${y + zoom.swipe.y}px) scale(${scale})`,
              }}
            />
          </div>
          <div className="absolute inset-x-0 top-0 flex items-center gap-2 bg-gradient-to-b from-black/60 to-transparent p-3">
            <Dialog.Close className={control} aria-label={i18n._('Close image viewer')}>
              <X className="size-5" aria-hidden />
            </Dialog.Close>
            <button
              type="button"
              className={`${control} ms-auto`}
              aria-label={i18n._('Zoom out')}
              aria-disabled={scale <= MIN_SCALE}
              onClick={() => zoom.zoomBy(1 / ZOOM_STEP)}
            >
              <ZoomOut className="size-5" aria-hidden />
            </button>
            <button
              type="button"
              className={control}
              aria-label={i18n._('Zoom in')}
              aria-disabled={scale >= MAX_SCALE}
              onClick={() => zoom.zoomBy(ZOOM_STEP)}
            >
              <ZoomIn className="size-5" aria-hidden />
            </button>
          </div>
          {alt ? (
            <Dialog.Description className="absolute inset-x-0 bottom-0 max-h-1/3 overflow-y-auto bg-gradient-to-t from-black/80 to-transparent px-4 pt-8 pb-[max(1rem,env(safe-area-inset-bottom))] text-sm break-words whitespace-pre-wrap">
              <span className="me-2 rounded bg-white/20 px-1.5 py-0.5 text-xs font-bold">{i18n._('ALT')}</span>
              {alt}
            </Dialog.Description>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

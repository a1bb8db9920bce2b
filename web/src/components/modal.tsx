import { i18n } from '@lingui/core';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

/** A centred dialog with a title, a close button and focus kept inside while open. */
export function Modal({
  open,
  onOpenChange,
  title,
  children,
  wide = false,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** Where focus goes on close, when the element that opened it is gone (such as a menu item). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          onEscapeKeyDown={(event) => {
            // A field with a list open (mention suggestions) closes the list first.
            if (event.target instanceof HTMLElement && event.target.dataset.keepsEscape !== undefined) {
              event.preventDefault();
            }
          }}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] ${wide ? 'w-[min(94vw,40rem)]' : 'w-[min(92vw,28rem)]'} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl dark:bg-zinc-900`}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={i18n._('Close')}
              className="rounded-full px-2 text-xl leading-none hover:bg-zinc-100 dark:hover:bg-zinc-800"
            >
              ×
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

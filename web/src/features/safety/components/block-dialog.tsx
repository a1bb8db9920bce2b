import { i18n } from '@lingui/core';
import { AlertDialog } from 'radix-ui';
import { buttonStyles } from '../../../components/button-styles';

/** Blocking is the one action here with consequences for both people, so it is confirmed first. */
export function BlockDialog({
  username,
  open,
  onOpenChange,
  onConfirm,
  onCloseAutoFocus,
}: {
  username: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[min(90vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl dark:bg-zinc-900"
        >
          <AlertDialog.Title className="text-lg font-semibold">
            {i18n._('Block @{username}?', { username })}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">
            {i18n._(
              "You will no longer see each other's posts, replies or stories, and neither of you can follow, message or reply to the other. You can unblock them any time.",
            )}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonStyles.secondary}>{i18n._('Cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonStyles.danger} onClick={onConfirm}>
              {i18n._('Block')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

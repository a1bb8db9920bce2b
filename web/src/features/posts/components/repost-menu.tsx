import { i18n } from '@lingui/core';
import { Repeat2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef, useState } from 'react';
import { useOpenCreatePost } from '../../../app/create-post-context';
import { menuContentClass, menuItemClass } from '../../safety/components/safety-menu';
import { useUndoRepost } from '../api/undo-repost';
import type { Post } from '../types';
import { RepostDialog } from './repost-dialog';

export interface RepostMenuProps {
  /** What the card acts on (a plain repost's original). */
  post: Post;
  triggerClassName: string;
  disabled?: boolean;
  defaultOpen?: boolean;
}

/** The repost button's menu, as on Threads: Repost (Undo repost once reposted) and Quote, which opens the composer. */
export default function RepostMenu({ post, triggerClassName, disabled, defaultOpen = false }: RepostMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [confirming, setConfirming] = useState(false);
  const undo = useUndoRepost(post);
  const openComposer = useOpenCreatePost();
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
        <DropdownMenu.Trigger
          ref={trigger}
          className={triggerClassName}
          aria-label={i18n._('Repost')}
          aria-pressed={post.reposted}
          disabled={disabled}
        >
          <Repeat2 className={`size-5 ${post.reposted ? 'text-green-600 dark:text-green-500' : ''}`} aria-hidden />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="start" className={menuContentClass}>
            {post.reposted ? (
              <DropdownMenu.Item className={menuItemClass} disabled={undo.isPending} onSelect={() => undo.mutate()}>
                {i18n._('Undo repost')}
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item className={menuItemClass} onSelect={() => setConfirming(true)}>
                {i18n._('Repost')}
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Item className={menuItemClass} onSelect={() => openComposer(post)}>
              {i18n._('Quote')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {confirming ? (
        <RepostDialog
          post={post}
          open={confirming}
          onOpenChange={setConfirming}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}

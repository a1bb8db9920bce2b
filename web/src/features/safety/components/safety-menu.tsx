import { i18n } from '@lingui/core';
import { Ellipsis } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { useCurrentUser } from '../../../lib/current-user';
import { useBlockUser } from '../api/block-user';
import { useBlocks } from '../api/get-blocks';
import { useMutes } from '../api/get-mutes';
import { isListed } from '../api/listed-users';
import { useMuteUser } from '../api/mute-user';
import type { ReportTarget, SafetySubject } from '../types';
import { BlockDialog } from './block-dialog';
import { ReportDialog } from './report-dialog';

export const menuContentClass =
  'z-50 min-w-48 rounded-md border border-zinc-200 bg-white p-1 text-zinc-900 shadow-lg dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';
export const menuItemClass =
  'cursor-pointer rounded px-3 py-2 text-sm outline-none data-disabled:cursor-default data-disabled:opacity-50 data-highlighted:bg-zinc-100 dark:data-highlighted:bg-zinc-800';

export interface MenuAction {
  label: string;
  onSelect: () => void;
}

export interface SafetyMenuProps {
  /** Whom Block and Mute are about; none (or myself) leaves only `actions`. */
  subject: SafetySubject | null;
  /** What I already know of my relation to them (a profile says); otherwise my lists are asked. */
  relation?: { blocked: boolean; muted: boolean };
  /** What Report reports, and the item's label ("Report post"). */
  report?: { target: ReportTarget; label: string };
  /** Items of the content's own (such as Edit on my post, a profile's Copy link), first in the menu. */
  actions?: MenuAction[];
  defaultOpen?: boolean;
  /** Counts requests to open from elsewhere (a long-press on the message); each new one opens the menu. */
  openRequests?: number;
  triggerClassName?: string;
  /** The button's accessible name, e.g. "Post options". */
  label?: string;
  /** After a block is confirmed, e.g. to leave a story that is no longer shown. */
  onBlocked?: () => void;
  /** The menu or one of its dialogs is open (a story pauses meanwhile). */
  onActiveChange?: (active: boolean) => void;
}

/** The "…" menu: Block/Unblock, Mute/Unmute and Report for someone else's content. */
export function SafetyMenu({
  subject,
  relation,
  report,
  actions = [],
  defaultOpen = false,
  openRequests = 0,
  triggerClassName = buttonStyles.icon,
  label = i18n._('More options'),
  onBlocked,
  onActiveChange,
}: SafetyMenuProps) {
  const me = useCurrentUser();
  const [open, setOpen] = useState(defaultOpen);
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const person = me && subject && subject._id !== me._id ? subject : null;
  const asking = Boolean(person) && open && !relation;
  const blocks = useBlocks(asking);
  const mutes = useMutes(asking);
  const block = useBlockUser(person ?? { _id: '', username: '' });
  const mute = useMuteUser(person ?? { _id: '', username: '' });
  const blocked = relation?.blocked ?? (person ? isListed(blocks.data, person._id) : false);
  const muted = relation?.muted ?? (person ? isListed(mutes.data, person._id) : false);
  const loading = !relation && (blocks.isPending || mutes.isPending);
  const active = open || dialog !== null;
  const trigger = useRef<HTMLButtonElement>(null);
  // The dialogs open from menu items that are gone once the menu closes: focus goes back to "…".
  const refocusTrigger = (event: Event) => {
    event.preventDefault();
    trigger.current?.focus();
  };

  useEffect(() => onActiveChange?.(active), [active, onActiveChange]);
  useEffect(() => {
    if (openRequests > 0) setOpen(true);
  }, [openRequests]);

  const confirmBlock = () => {
    block.mutate(true, { onSuccess: () => onBlocked?.() });
    setDialog(null);
  };

  return (
    <>
      <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
        <DropdownMenu.Trigger ref={trigger} className={triggerClassName} aria-label={label}>
          <Ellipsis className="size-5" aria-hidden />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" className={menuContentClass}>
            {actions.map((action) => (
              <DropdownMenu.Item key={action.label} className={menuItemClass} onSelect={action.onSelect}>
                {action.label}
              </DropdownMenu.Item>
            ))}
            {person ? (
              <>
                <DropdownMenu.Item
                  className={menuItemClass}
                  disabled={loading || block.isPending}
                  onSelect={() => (blocked ? block.mutate(false) : setDialog('block'))}
                >
                  {blocked
                    ? i18n._('Unblock @{username}', { username: person.username })
                    : i18n._('Block @{username}', { username: person.username })}
                </DropdownMenu.Item>
                <DropdownMenu.Item
                  className={menuItemClass}
                  disabled={loading || mute.isPending}
                  onSelect={() => mute.mutate(!muted)}
                >
                  {muted
                    ? i18n._('Unmute @{username}', { username: person.username })
                    : i18n._('Mute @{username}', { username: person.username })}
                </DropdownMenu.Item>
              </>
            ) : null}
            {person && report ? (
              <DropdownMenu.Item
                className={`${menuItemClass} text-red-700 dark:text-red-400`}
                onSelect={() => setDialog('report')}
              >
                {report.label}
              </DropdownMenu.Item>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {person ? (
        <BlockDialog
          username={person.username}
          open={dialog === 'block'}
          onOpenChange={(next) => setDialog(next ? 'block' : null)}
          onConfirm={confirmBlock}
          onCloseAutoFocus={refocusTrigger}
        />
      ) : null}
      {person && report && dialog === 'report' ? (
        <ReportDialog
          target={report.target}
          host={person.username.includes('@') ? person.username.split('@')[1] : undefined}
          title={report.label}
          open
          onOpenChange={(next) => setDialog(next ? 'report' : null)}
          onCloseAutoFocus={refocusTrigger}
        />
      ) : null}
    </>
  );
}

export default SafetyMenu;

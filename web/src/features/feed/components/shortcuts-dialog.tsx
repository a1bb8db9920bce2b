import { i18n } from '@lingui/core';
import { Modal } from '../../../components/modal';

/** The feed's keyboard shortcuts, opened with '?'. */
export default function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const rows: [string, string][] = [
    ['j', i18n._('Next post')],
    ['k', i18n._('Previous post')],
    ['l', i18n._('Like or unlike the post')],
    ['r', i18n._('Reply to the post')],
    ['n', i18n._('New post')],
    ['?', i18n._('Show keyboard shortcuts')],
  ];
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={i18n._('Keyboard shortcuts')}>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2">
        {rows.map(([key, action]) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="inline-block min-w-7 rounded border border-zinc-300 px-2 py-0.5 text-center font-mono dark:border-zinc-600">
                {key}
              </kbd>
            </dt>
            <dd>{action}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-zinc-600 dark:text-zinc-400">{i18n._('Shortcuts do nothing while you type.')}</p>
    </Modal>
  );
}

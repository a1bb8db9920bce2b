import { i18n } from '@lingui/core';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { preloadOnApproach } from '../lib/preload-on-approach';
import { useOnDemand } from '../lib/use-on-demand';
import { buttonStyles, pendingStyles } from './button-styles';

// The question (and the dialog library) loads on the first press, or as the pointer or focus reaches the button.
const loadConfirmDialog = () => import('./confirm-dialog').then((module) => module.ConfirmDialog);

/**
 * A bin button that asks first — `label` ("Delete post") names the button and titles the question — and calls
 * `onConfirm` once the answer is Delete. Focus goes back to the button when the question closes.
 */
export function DeleteButton({
  label,
  question,
  onConfirm,
}: {
  label: string;
  question: string;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const ConfirmDialog = useOnDemand(loadConfirmDialog, asking);
  const trigger = useRef<HTMLButtonElement>(null);
  const pending = asking && !ConfirmDialog;
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={pending ? `${buttonStyles.icon} ${pendingStyles}` : buttonStyles.icon}
        aria-label={label}
        aria-haspopup="dialog"
        aria-busy={pending || undefined}
        {...preloadOnApproach(loadConfirmDialog)}
        onClick={() => setAsking(true)}
      >
        <Trash2 className="size-4" aria-hidden />
      </button>
      {ConfirmDialog ? (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={label}
          description={question}
          confirmLabel={i18n._('Delete')}
          onConfirm={onConfirm}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}

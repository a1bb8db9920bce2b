import { i18n } from '@lingui/core';
import { MAX_REPORT_NOTE_CHARS } from '@threads/contract';
import { type FormEvent, useId, useState } from 'react';
import { buttonStyles, inputStyles, labelStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { showSuccess } from '../../../lib/toast';
import { useCreateReport } from '../api/create-report';
import type { ReportReason, ReportTarget } from '../types';

const REASONS: Array<{ value: ReportReason; label: string; hint: string }> = [
  { value: 'spam', label: /*i18n*/ 'Spam', hint: /*i18n*/ 'Ads, scams, repeated or misleading content' },
  { value: 'harassment', label: /*i18n*/ 'Harassment', hint: /*i18n*/ 'Bullying, threats or hate aimed at someone' },
  { value: 'illegal', label: /*i18n*/ 'Illegal content', hint: /*i18n*/ 'Content that breaks the law' },
  { value: 'other', label: /*i18n*/ 'Something else', hint: /*i18n*/ 'Tell the moderators in the note' },
];

/**
 * Why it is reported (one of four) and an optional note for the moderators; for someone on another server
 * (`host`), whether to also send it to their server.
 */
export function ReportDialog({
  target,
  host,
  title,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  target: ReportTarget;
  host?: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [forward, setForward] = useState(false);
  const report = useCreateReport();
  const noteId = useId();
  const counterId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason || report.isPending) return;
    const trimmed = note.trim();
    report.mutate(
      { ...target, reason, ...(trimmed ? { note: trimmed } : {}), ...(host && forward ? { forward: true } : {}) },
      {
        onSuccess: () => {
          showSuccess(i18n._('Thanks for letting us know. A moderator will review it.'), i18n._('Report sent'));
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} onCloseAutoFocus={onCloseAutoFocus}>
      <form onSubmit={submit} className="space-y-4" aria-label={title}>
        <fieldset className="space-y-2">
          <legend className={labelStyles}>{i18n._('Why are you reporting this?')}</legend>
          {REASONS.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-zinc-300 p-3 has-checked:border-sky-500 dark:border-zinc-700"
            >
              <input
                type="radio"
                name="reason"
                value={option.value}
                checked={reason === option.value}
                onChange={() => setReason(option.value)}
                className="mt-1"
              />
              <span>
                <span className="block font-medium">{i18n._(option.label)}</span>
                <span className="block text-sm text-zinc-600 dark:text-zinc-400">{i18n._(option.hint)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div>
          <label htmlFor={noteId} className={labelStyles}>
            {i18n._('Note (optional)')}
          </label>
          <textarea
            id={noteId}
            className={inputStyles}
            rows={3}
            maxLength={MAX_REPORT_NOTE_CHARS}
            aria-describedby={counterId}
            value={note}
            onChange={(event) => setNote(event.target.value.slice(0, MAX_REPORT_NOTE_CHARS))}
          />
          <p id={counterId} className="mt-1 text-end text-xs text-zinc-600 dark:text-zinc-400">
            {note.length}/{MAX_REPORT_NOTE_CHARS}
          </p>
        </div>
        {host ? (
          <label className="flex cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              checked={forward}
              onChange={(event) => setForward(event.target.checked)}
              className="mt-1"
            />
            <span>
              <span className="block font-medium">{i18n._('Also send to {host}', { host })}</span>
              <span className="block text-sm text-zinc-600 dark:text-zinc-400">
                {i18n._('Their moderators get a copy from this server, without your name.')}
              </span>
            </span>
          </label>
        ) : null}
        <div className="flex justify-end gap-3">
          <button type="button" className={buttonStyles.secondary} onClick={() => onOpenChange(false)}>
            {i18n._('Cancel')}
          </button>
          <button type="submit" className={buttonStyles.danger} disabled={!reason || report.isPending}>
            {report.isPending ? i18n._('Sending…') : i18n._('Send report')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

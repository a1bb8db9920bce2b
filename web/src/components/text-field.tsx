import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { inputStyles, labelStyles } from './button-styles';

/**
 * A labelled input with its hint and validation message tied to it for screen readers. An empty `error` marks
 * the field as wrong without repeating a message said under another field.
 */
export function TextField({
  label,
  error,
  hint,
  trailing,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string; trailing?: ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          className={inputStyles}
          aria-invalid={error !== undefined ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 end-1 flex items-center">{trailing}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { i18n } from '@lingui/core';
import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, useState } from 'react';
import { TextField } from './text-field';

export function PasswordField(
  props: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string },
) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      className="w-full rounded-md border border-zinc-400 bg-transparent py-2 pe-10 ps-3 text-sm focus:border-sky-500 focus:outline-none aria-invalid:border-red-600 dark:border-zinc-600 dark:aria-invalid:border-red-400"
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? i18n._('Hide password') : i18n._('Show password')}
          aria-pressed={visible}
          className="rounded p-1.5 hover:bg-zinc-100 dark:hover:bg-zinc-800"
        >
          {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
        </button>
      }
    />
  );
}

import { i18n } from '@lingui/core';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';

/** A sub-page of Settings: a way back, a title, a line on what it is for, then its content. */
export function SettingsPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <div className="flex items-center gap-2">
        <Link to="/settings" className={buttonStyles.icon} aria-label={i18n._('Back to settings')}>
          <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden />
        </Link>
        <h1 className="text-2xl font-bold">{title}</h1>
      </div>
      <p className="text-zinc-600 dark:text-zinc-400">{intro}</p>
      {children}
    </div>
  );
}

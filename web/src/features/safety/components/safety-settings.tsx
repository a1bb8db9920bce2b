import { i18n } from '@lingui/core';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

const PAGES = [
  { to: '/settings/blocked', label: /*i18n*/ 'Blocked accounts' },
  { to: '/settings/muted', label: /*i18n*/ 'Muted accounts' },
  { to: '/settings/muted-words', label: /*i18n*/ 'Muted words' },
];

/** The Settings section leading to the blocked, muted and muted-words pages. */
export function SafetySettings() {
  return (
    <section aria-labelledby="safety-heading" className="space-y-2">
      <h2 id="safety-heading" className="text-lg font-semibold">
        {i18n._('Privacy and safety')}
      </h2>
      <ul className="divide-y divide-zinc-200 rounded-md border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
        {PAGES.map((page) => (
          <li key={page.to}>
            <Link
              to={page.to}
              className="flex items-center justify-between px-4 py-3 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:hover:bg-zinc-900"
            >
              {i18n._(page.label)}
              <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

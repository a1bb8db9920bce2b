import { formats, i18n } from '@lingui/core';
import { prepareTimeFormats } from './time-ago';

/** A plural with no cases of its own: only its rules are wanted. */
const NO_CASES = { offset: 0, other: '' } as unknown as Parameters<typeof formats.plural>[3];

/**
 * What a drawn screen's first render formats with, made ahead of hydrating it, each step for a task of its
 * own: a page's first Intl objects load their language's ICU data (tens of ms each under a phone's CPU),
 * which hydration would otherwise carry in its own tasks. Lingui keeps the plural rules and the number
 * format of its `{count, plural, …}` messages ("3 followers · 5 posts") once per language, under the keys
 * these calls make; the time formats are `time-ago.ts`'s own.
 */
export const FORMAT_STEPS: readonly (() => void)[] = [
  () => void formats.plural(i18n.locale, false, 1, NO_CASES),
  () => void formats.number(i18n.locale, 1),
  prepareTimeFormats,
];

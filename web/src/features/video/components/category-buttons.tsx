import { i18n } from '@lingui/core';

const CATEGORIES = [/*i18n*/ 'Funny', /*i18n*/ 'Education', /*i18n*/ 'Lust', /*i18n*/ 'Poetry'];

/** CONTRACT §2 shows these without an action; they only look like filters. */
export function CategoryButtons() {
  return (
    <fieldset className="flex gap-2 overflow-x-auto">
      <legend className="sr-only">{i18n._('Categories')}</legend>
      {CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          className="shrink-0 rounded-full bg-black/50 px-3 py-1 text-sm font-semibold text-white backdrop-blur hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-sky-400"
        >
          {i18n._(category)}
        </button>
      ))}
    </fieldset>
  );
}

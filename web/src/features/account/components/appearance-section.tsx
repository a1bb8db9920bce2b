import { i18n } from '@lingui/core';
import { Monitor, Moon, Sun } from 'lucide-react';
import { type ColorModeChoice, chooseColorMode, useColorModeChoice } from '../../../lib/color-mode';

const option =
  'flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-md border border-zinc-300 px-3 py-2 text-sm font-medium has-checked:border-sky-600 has-checked:bg-sky-50 has-focus-visible:outline-2 has-focus-visible:outline-sky-500 dark:border-zinc-700 dark:has-checked:border-sky-400 dark:has-checked:bg-sky-950';

/**
 * Settings → Appearance: Dark (the default), Light or System (the device's colour scheme, followed live),
 * stored on this device. The header title switches between dark and light and so changes this choice too.
 */
export function AppearanceSection() {
  const choice = useColorModeChoice();
  const choices: { value: ColorModeChoice; label: string; icon: typeof Moon }[] = [
    { value: 'dark', label: i18n._('Dark'), icon: Moon },
    { value: 'light', label: i18n._('Light'), icon: Sun },
    { value: 'system', label: i18n._('System'), icon: Monitor },
  ];
  return (
    <section aria-labelledby="appearance-heading" className="space-y-2">
      <h2 id="appearance-heading" className="text-lg font-semibold">
        {i18n._('Appearance')}
      </h2>
      <fieldset className="flex gap-2" aria-labelledby="appearance-heading">
        {choices.map(({ value, label, icon: Icon }) => (
          <label key={value} className={option}>
            <input
              type="radio"
              name="appearance"
              value={value}
              checked={choice === value}
              onChange={() => chooseColorMode(value)}
              className="sr-only"
            />
            <Icon className="size-4" aria-hidden />
            {label}
          </label>
        ))}
      </fieldset>
    </section>
  );
}

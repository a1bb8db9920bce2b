import { i18n } from '@lingui/core';
import { Switch } from 'radix-ui';
import { Spinner } from '../../../components/spinner';
import { type PushPreferences, usePushPreferences } from '../api/get-preferences';
import { useUpdatePushPreferences } from '../api/update-preferences';

const kinds: Array<[keyof PushPreferences, string]> = [
  ['likes', /*i18n*/ 'Likes'],
  ['replies', /*i18n*/ 'Replies'],
  ['reposts', /*i18n*/ 'Reposts'],
  ['follows', /*i18n*/ 'New followers'],
  ['mentions', /*i18n*/ 'Mentions'],
  ['messages', /*i18n*/ 'Messages'],
];

/** Which kinds of push the person gets, on every device they enabled. */
export function PreferenceSwitches() {
  const preferences = usePushPreferences();
  const update = useUpdatePushPreferences();
  if (preferences.isPending) return <Spinner label={i18n._('Loading notification settings')} />;
  if (preferences.isError) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {i18n._('Could not load your notification settings.')}{' '}
        <button type="button" className="underline" onClick={() => preferences.refetch()}>
          {i18n._('Try again')}
        </button>
      </p>
    );
  }
  const current = preferences.data;
  return (
    <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" aria-label={i18n._('Push me about')}>
      {kinds.map(([kind, label]) => (
        <li key={kind} className="flex items-center justify-between py-2">
          <label htmlFor={`push-${kind}`} className="text-sm">
            {i18n._(label)}
          </label>
          <Switch.Root
            id={`push-${kind}`}
            checked={current[kind]}
            onCheckedChange={(on) => update.mutate({ ...current, [kind]: on })}
            className="relative h-6 w-11 rounded-full bg-zinc-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 data-[state=checked]:bg-sky-600 dark:bg-zinc-700 dark:data-[state=checked]:bg-sky-500"
          >
            <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem] rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-[1.375rem]" />
          </Switch.Root>
        </li>
      ))}
    </ul>
  );
}

import { i18n } from '@lingui/core';
import { buttonStyles } from '../../../components/button-styles';
import { usePushDevice } from '../hooks/use-push-device';
import { PreferenceSwitches } from './preference-switches';

function DeviceControl() {
  const { state, enable, disable } = usePushDevice();
  const busy = enable.isPending || disable.isPending;
  if (state.isPending) return null;
  if (state.data === 'unsupported' || state.isError) {
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {i18n._("This browser can't receive push notifications.")}
      </p>
    );
  }
  if (state.data === 'denied') {
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {i18n._(
          "Notifications are blocked for this site. Allow them in your browser's site settings, then come back here.",
        )}
      </p>
    );
  }
  if (state.data === 'on') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm">{i18n._('Push notifications are on for this device.')}</p>
        <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={() => disable.mutate()}>
          {i18n._('Turn off on this device')}
        </button>
      </div>
    );
  }
  return (
    <button type="button" className={buttonStyles.primary} disabled={busy} onClick={() => enable.mutate()}>
      {i18n._('Enable push notifications')}
    </button>
  );
}

/** Settings → Notifications: this device's push subscription and the kinds of push, for every device. */
export function PushSettings() {
  return (
    <section aria-labelledby="push-heading" className="space-y-3">
      <h2 id="push-heading" className="text-lg font-semibold">
        {i18n._('Notifications')}
      </h2>
      <DeviceControl />
      <PreferenceSwitches />
    </section>
  );
}

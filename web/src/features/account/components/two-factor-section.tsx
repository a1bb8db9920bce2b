import { i18n } from '@lingui/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { LoadFailed } from '../../../components/load-failed';
import { PasswordField } from '../../../components/password-field';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { showSuccess } from '../../../lib/toast';
import { useDisableTwoFactor, useEnableTwoFactor, useSetUpTwoFactor } from '../api/two-factor';
import { useTwoFactorStatus } from '../hooks/use-two-factor-status';
import { QrCode } from './qr-code';

/**
 * Two-factor sign-in: when off, a QR code to scan and a code to confirm, then the recovery codes to keep;
 * when on (as my own profile says, so it shows after a reload), the password and a code (or a recovery code)
 * to turn it off.
 */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const setup = useSetUpTwoFactor();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [offCode, setOffCode] = useState('');

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!code || enable.isPending) return;
    enable.mutate(code.trim(), {
      onSuccess: () => {
        status.record(true);
        showSuccess(i18n._('Two-factor sign-in is on'));
      },
    });
  };
  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    if (!password || !offCode || disable.isPending) return;
    disable.mutate(
      { password, code: offCode.trim() },
      {
        onSuccess: () => {
          setPassword('');
          setOffCode('');
          setCode('');
          setup.reset();
          enable.reset();
          status.record(false);
          showSuccess(i18n._('Two-factor sign-in is off'));
        },
      },
    );
  };

  const codes = enable.data?.recoveryCodes;
  let content: ReactNode;
  if (status.profile.isPending) {
    content = <Spinner label={i18n._('Loading two-factor sign-in')} />;
  } else if (status.profile.isError) {
    content = (
      <LoadFailed
        message={i18n._("Couldn't load your two-factor sign-in status")}
        error={status.profile.error}
        onRetry={() => void status.profile.refetch()}
      />
    );
  } else if (status.enabled) {
    content = (
      <>
        <p>{i18n._('Two-factor sign-in is on: logging in asks for a code from your authenticator app.')}</p>
        {codes ? (
          <div className="space-y-2">
            <p>{i18n._('Keep these recovery codes somewhere safe. Each works once if you lose your authenticator.')}</p>
            <pre className="rounded bg-neutral-100 p-3 font-mono text-sm dark:bg-neutral-900">{codes.join('\n')}</pre>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() =>
                navigator.clipboard
                  .writeText(codes.join('\n'))
                  .then(() => showSuccess(i18n._('Recovery codes copied.')))
              }
            >
              {i18n._('Copy recovery codes')}
            </button>
          </div>
        ) : null}
        <form onSubmit={turnOff} className="space-y-2" aria-label={i18n._('Turn off two-factor sign-in')}>
          <PasswordField
            label={i18n._('Password to turn two-factor sign-in off')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label={i18n._('Code from your authenticator app, or a recovery code')}
            autoComplete="one-time-code"
            value={offCode}
            onChange={(event) => setOffCode(event.target.value)}
          />
          <button
            type="submit"
            className={buttonStyles.secondary}
            disabled={!password || !offCode || disable.isPending}
          >
            {i18n._('Turn off')}
          </button>
        </form>
      </>
    );
  } else if (setup.data) {
    content = (
      <form onSubmit={confirm} className="space-y-3" aria-label={i18n._('Turn on two-factor sign-in')}>
        <p>{i18n._('Scan this with your authenticator app, or type the key, then enter the code it shows.')}</p>
        <QrCode text={setup.data.otpauthUrl} />
        <p className="break-all font-mono text-sm" data-testid="two-factor-secret">
          {setup.data.secret}
        </p>
        <TextField
          label={i18n._('Code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className={buttonStyles.primary} disabled={!code || enable.isPending}>
          {i18n._('Turn on')}
        </button>
      </form>
    );
  } else {
    content = (
      <>
        <p>{i18n._('Two-factor sign-in is off.')}</p>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={setup.isPending}
          onClick={() => setup.mutate()}
        >
          {i18n._('Set up two-factor sign-in')}
        </button>
      </>
    );
  }
  return (
    <section aria-labelledby="two-factor-heading" className="space-y-3">
      <h2 id="two-factor-heading" className="text-lg font-semibold">
        {i18n._('Two-factor sign-in')}
      </h2>
      {content}
    </section>
  );
}

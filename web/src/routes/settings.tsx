import { i18n } from '@lingui/core';
import { useNavigate } from 'react-router';
import { buttonStyles } from '../components/button-styles';
import { ConfirmDialog } from '../components/confirm-dialog';
import { AccountSections } from '../features/account/components/account-sections';
import { AppearanceSection } from '../features/account/components/appearance-section';
import { LanguageSection } from '../features/account/components/language-section';
import { useFreezeAccount } from '../features/auth/api/freeze-account';
import { useLogout } from '../features/auth/api/logout';
import { PushSettings } from '../features/push/components/push-settings';
import { SafetySettings } from '../features/safety/components/safety-settings';

export default function SettingsScreen() {
  const navigate = useNavigate();
  const freeze = useFreezeAccount();
  const logout = useLogout();

  const freezeAccount = () => {
    if (freeze.isPending) return;
    freeze.mutate();
  };

  return (
    <div className="mx-auto max-w-xl space-y-8">
      <h1 className="text-2xl font-bold">{i18n._('Account Settings')}</h1>
      <LanguageSection />
      <AppearanceSection />
      <PushSettings />
      <AccountSections />
      <SafetySettings />
      <section aria-labelledby="freeze-heading" className="space-y-2">
        <h2 id="freeze-heading" className="text-lg font-semibold">
          {i18n._('Freeze Account')}
        </h2>
        <p>{i18n._('You can unfreeze your account anytime by logging in again.')}</p>
        <ConfirmDialog
          trigger={
            <button type="button" className={buttonStyles.danger} disabled={freeze.isPending}>
              {i18n._('Freeze')}
            </button>
          }
          title={i18n._('Freeze Account')}
          description={i18n._('Are you sure you want to freeze your account?')}
          confirmLabel={i18n._('Freeze')}
          onConfirm={freezeAccount}
        />
      </section>
      <section aria-labelledby="logout-heading" className="space-y-2">
        <h2 id="logout-heading" className="text-lg font-semibold">
          {i18n._('Logout')}
        </h2>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSettled: () => navigate('/auth', { replace: true }) })}
        >
          {i18n._('Logout')}
        </button>
      </section>
    </div>
  );
}

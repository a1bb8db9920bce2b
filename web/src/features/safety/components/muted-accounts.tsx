import { i18n } from '@lingui/core';
import { useMutes } from '../api/get-mutes';
import { AccountList } from './account-list';
import { SettingsPage } from './settings-page';
import { UnmuteButton } from './unmute-button';

export function MutedAccounts() {
  return (
    <SettingsPage
      title={i18n._('Muted accounts')}
      intro={i18n._(
        'Posts and reposts by muted people stay out of your feeds and they cannot notify you. They are not told, and their profiles stay open to you.',
      )}
    >
      <AccountList
        query={useMutes()}
        label={i18n._('Muted accounts')}
        loading={i18n._('Loading muted accounts')}
        failed={i18n._("Couldn't load muted accounts")}
        empty={i18n._("You haven't muted anyone.")}
        action={(user) => <UnmuteButton user={user} />}
      />
    </SettingsPage>
  );
}

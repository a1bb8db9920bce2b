import { i18n } from '@lingui/core';
import { useBlocks } from '../api/get-blocks';
import { AccountList } from './account-list';
import { SettingsPage } from './settings-page';
import { UnblockButton } from './unblock-button';

export function BlockedAccounts() {
  return (
    <SettingsPage
      title={i18n._('Blocked accounts')}
      intro={i18n._(
        'Blocked people cannot see your posts, follow you, reply to you or message you, and you will not see theirs.',
      )}
    >
      <AccountList
        query={useBlocks()}
        label={i18n._('Blocked accounts')}
        loading={i18n._('Loading blocked accounts')}
        failed={i18n._("Couldn't load blocked accounts")}
        empty={i18n._("You haven't blocked anyone.")}
        action={(user) => <UnblockButton user={user} />}
      />
    </SettingsPage>
  );
}

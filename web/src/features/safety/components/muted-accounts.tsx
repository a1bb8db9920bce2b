import { useMutes } from '../api/get-mutes';
import { AccountList } from './account-list';
import { SettingsPage } from './settings-page';
import { UnmuteButton } from './unmute-button';

export function MutedAccounts() {
  return (
    <SettingsPage
      title="Muted accounts"
      intro="Posts and reposts by muted people stay out of your feeds and they cannot notify you. They are not told, and their profiles stay open to you."
    >
      <AccountList
        query={useMutes()}
        what="muted accounts"
        empty="You haven't muted anyone."
        action={(user) => <UnmuteButton user={user} />}
      />
    </SettingsPage>
  );
}

import { useBlocks } from '../api/get-blocks';
import { AccountList } from './account-list';
import { SettingsPage } from './settings-page';
import { UnblockButton } from './unblock-button';

export function BlockedAccounts() {
  return (
    <SettingsPage
      title="Blocked accounts"
      intro="Blocked people cannot see your posts, follow you, reply to you or message you, and you will not see theirs."
    >
      <AccountList
        query={useBlocks()}
        what="blocked accounts"
        empty="You haven't blocked anyone."
        action={(user) => <UnblockButton user={user} />}
      />
    </SettingsPage>
  );
}

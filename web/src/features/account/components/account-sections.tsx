import { DeleteAccountSection } from './delete-account-section';
import { DownloadDataSection } from './download-data-section';
import { MoveAccountSection } from './move-account-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

/** The account's own Settings sections: two-factor sign-in, sessions, the data download, moving away and deletion. */
export function AccountSections() {
  return (
    <>
      <TwoFactorSection />
      <SessionsSection />
      <DownloadDataSection />
      <MoveAccountSection />
      <DeleteAccountSection />
    </>
  );
}

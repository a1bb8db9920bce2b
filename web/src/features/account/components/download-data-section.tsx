import { i18n } from '@lingui/core';
import { buttonStyles } from '../../../components/button-styles';

/** The archive streams straight from the server into the browser's downloads. */
export function DownloadDataSection() {
  return (
    <section aria-labelledby="download-heading" className="space-y-2">
      <h2 id="download-heading" className="text-lg font-semibold">
        {i18n._('Download your data')}
      </h2>
      <p>{i18n._('A zip of your profile, posts, replies, likes, follows, stories, messages and files.')}</p>
      <a href="/api/users/me/export" download className={buttonStyles.secondary}>
        {i18n._('Download your data')}
      </a>
    </section>
  );
}

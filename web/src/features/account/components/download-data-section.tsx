import { buttonStyles } from '../../../components/button-styles';

/** The archive streams straight from the server into the browser's downloads. */
export function DownloadDataSection() {
  return (
    <section aria-labelledby="download-heading" className="space-y-2">
      <h2 id="download-heading" className="text-lg font-semibold">
        Download your data
      </h2>
      <p>A zip of your profile, posts, replies, likes, follows, stories, messages and files.</p>
      <a href="/api/users/me/export" download className={buttonStyles.secondary}>
        Download your data
      </a>
    </section>
  );
}

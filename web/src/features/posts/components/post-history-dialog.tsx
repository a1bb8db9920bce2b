import { i18n } from '@lingui/core';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { fullTime, timeAgo } from '../../../lib/time-ago';
import { errorMessage } from '../../../lib/toast';
import { usePostHistory } from '../api/get-post-history';

/** Every version of a post, the current one first, each with when it was written. */
export default function PostHistoryDialog({
  postId,
  open,
  onOpenChange,
}: {
  postId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const history = usePostHistory(postId);
  const versions = history.data ? [...history.data].reverse() : [];
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={i18n._('Edit history')}>
      {history.isPending ? <Spinner label={i18n._('Loading the history')} /> : null}
      {history.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorMessage(history.error)}
        </p>
      ) : null}
      <ol className="space-y-4" data-testid="post-history">
        {versions.map((version, index) => (
          <li
            key={version.editedAt}
            className="border-b border-zinc-200 pb-3 last:border-b-0 dark:border-zinc-800"
            data-testid="post-version"
          >
            <p className="text-xs text-zinc-600 dark:text-zinc-400">
              {index === 0 ? i18n._('Current') : index === versions.length - 1 ? i18n._('Original') : i18n._('Earlier')}{' '}
              ·{' '}
              <time dateTime={version.editedAt} title={fullTime(version.editedAt)}>
                {timeAgo(version.editedAt)}
              </time>
            </p>
            {version.spoiler ? (
              <p className="mt-1 text-sm font-semibold">
                {i18n._('Content warning: {spoiler}', { spoiler: version.spoiler })}
              </p>
            ) : null}
            <p className="mt-1 break-words whitespace-pre-wrap">{version.text || <em>{i18n._('No text')}</em>}</p>
          </li>
        ))}
      </ol>
    </Modal>
  );
}

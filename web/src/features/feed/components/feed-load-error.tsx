import { buttonStyles } from '../../../components/button-styles';

/** A page of the feed failed to load: said on the page (the toast has already told), with a way to try again. */
export function FeedLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="space-y-3 py-8 text-center" role="alert">
      <p>Could not load your feed.</p>
      <button type="button" className={buttonStyles.secondary} onClick={onRetry} disabled={retrying}>
        Retry
      </button>
    </div>
  );
}

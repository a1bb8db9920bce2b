import { i18n } from '@lingui/core';
import { buttonStyles } from '../../../components/button-styles';

/** A group message from someone I blocked: collapsed until I choose to read it. */
export function BlockedMessage({ onShow }: { onShow: () => void }) {
  return (
    <li data-testid="blocked-message" className="flex justify-start">
      <button
        type="button"
        className={`${buttonStyles.ghost} rounded-2xl px-3 py-2 text-sm italic text-zinc-600 dark:text-zinc-400`}
        onClick={onShow}
        aria-label={i18n._('Message from someone you blocked. Show it')}
      >
        {i18n._('Message from someone you blocked')}
      </button>
    </li>
  );
}

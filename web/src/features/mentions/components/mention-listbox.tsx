import { i18n } from '@lingui/core';
import { UserAvatar } from '../../../components/user-avatar';
import type { MentionSuggestions } from '../hooks/use-mention-suggestions';

/**
 * The people `useMentionSuggestions` offers, under the field and in the flow, so they push the form's buttons
 * down instead of covering them. The field keeps focus and points at the
 * active option (`aria-activedescendant`); a press on an option does not take focus from it.
 */
export function MentionListbox({ suggestions }: { suggestions: MentionSuggestions }) {
  const { people, activeIndex, listId, optionId, pick } = suggestions;
  if (people.length === 0) return null;
  return (
    <div
      id={listId}
      role="listbox"
      aria-label={i18n._('People to mention')}
      className="mt-1 overflow-hidden rounded-lg border border-zinc-200 bg-white shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
    >
      {people.map((person, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keys (arrows, Enter, Tab, Escape)
        <div
          key={person._id}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          tabIndex={-1}
          className="flex cursor-pointer items-center gap-2 px-3 py-2 aria-selected:bg-sky-100 dark:aria-selected:bg-sky-900"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => pick(person)}
        >
          <UserAvatar src={person.profilePic} name={person.username} size="xs" />
          <span className="truncate font-semibold">{person.username}</span>
          <span className="truncate text-sm text-zinc-600 dark:text-zinc-400">{person.name}</span>
        </div>
      ))}
    </div>
  );
}

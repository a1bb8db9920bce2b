import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { truncateToCodePoints } from '../../../lib/text';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSearchUsers } from '../../users/api/search-users';
import type { UserSummary } from '../../users/types';
import { insertMention, type MentionDraft, mentionAtCaret } from '../lib/mention-draft';

const MAX_SUGGESTIONS = 5;
/** Keys that move the caret without typing: the `@name` under it may change. */
const CARET_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * People to mention while `@name` is typed in a text field (the user search), picked with the arrow keys
 * and Enter or Tab, or a click; Escape closes the list. Picking puts `@username ` in place of what was
 * typed, cut to `maxChars` code points.
 */
export function useMentionSuggestions({
  value,
  onChange,
  maxChars,
}: {
  value: string;
  onChange: (value: string) => void;
  maxChars: number;
}) {
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState<MentionDraft | null>(null);
  const [active, setActive] = useState(0);
  const listId = useId();
  const query = useDebouncedValue(draft?.query ?? '', 150);
  const results = useSearchUsers(draft ? query : '');
  const people = draft && query && !results.isError ? (results.data ?? []).slice(0, MAX_SUGGESTIONS) : [];
  const open = people.length > 0;
  const activeIndex = Math.min(active, people.length - 1);
  const caretAfterPick = useRef<number | null>(null);

  // After a pick the field is redrawn with the new text: put the caret after the inserted name.
  useLayoutEffect(() => {
    const field = fieldRef.current;
    const caret = caretAfterPick.current;
    if (!field || caret === null || field.value !== value) return;
    field.setSelectionRange(caret, caret);
    caretAfterPick.current = null;
  }, [value]);

  const track = (field: HTMLTextAreaElement) => {
    setDraft(mentionAtCaret(field.value, field.selectionStart));
    setActive(0);
  };

  const pick = (person: UserSummary) => {
    if (!draft) return;
    const next = insertMention(value, draft, person.username);
    caretAfterPick.current = Math.min(next.caret, maxChars);
    setDraft(null);
    onChange(truncateToCodePoints(next.text, maxChars));
    fieldRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    const chosen = people[activeIndex];
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + people.length) % people.length);
    } else if ((event.key === 'Enter' || event.key === 'Tab') && chosen && !event.shiftKey) {
      event.preventDefault();
      pick(chosen);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDraft(null);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return {
    people,
    activeIndex,
    listId,
    optionId,
    pick,
    /** Call from the field's change handler, after it has taken the new value. */
    track,
    fieldProps: {
      ref: fieldRef,
      onKeyDown,
      onKeyUp: (event: KeyboardEvent<HTMLTextAreaElement>) => {
        if (CARET_KEYS.has(event.key) && !open) track(event.currentTarget);
      },
      onClick: (event: { currentTarget: HTMLTextAreaElement }) => track(event.currentTarget),
      onBlur: () => setDraft(null),
      'aria-autocomplete': 'list' as const,
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant': open ? optionId(activeIndex) : undefined,
      // A dialog around the field leaves this Escape to the list (components/modal.tsx).
      'data-keeps-escape': open ? '' : undefined,
    },
  };
}

export type MentionSuggestions = ReturnType<typeof useMentionSuggestions>;

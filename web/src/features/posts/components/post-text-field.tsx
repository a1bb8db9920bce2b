import { charCount, POST_TEXT_MAX } from '@threads/contract';
import { useId } from 'react';
import { inputStyles } from '../../../components/button-styles';
import { cutFieldToCodePoints } from '../../../lib/text';
import { MentionListbox } from '../../mentions/components/mention-listbox';
import { useMentionSuggestions } from '../../mentions/hooks/use-mention-suggestions';
import { CharacterCounter } from './character-counter';

/**
 * The post text area: input past 500 characters is cut off and the counter shows what is left (a ring, the
 * number near the limit); typing
 * `@name` suggests people to mention.
 */
export function PostTextField({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
}) {
  const id = useId();
  const counterId = useId();
  const remaining = POST_TEXT_MAX - charCount(value);
  const mentions = useMentionSuggestions({ value, onChange, maxChars: POST_TEXT_MAX });
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <textarea
          id={id}
          className={`${inputStyles} min-h-28`}
          placeholder={placeholder}
          value={value}
          aria-describedby={counterId}
          {...mentions.fieldProps}
          onChange={(event) => {
            onChange(cutFieldToCodePoints(event.target, POST_TEXT_MAX));
            mentions.track(event.target);
          }}
        />
        <MentionListbox suggestions={mentions} />
      </div>
      <CharacterCounter id={counterId} remaining={remaining} max={POST_TEXT_MAX} />
    </div>
  );
}

import { i18n } from '@lingui/core';
import { SPOILER_MAX } from '@threads/contract';
import { TextField } from '../../../components/text-field';
import { cutFieldToCodePoints } from '../../../lib/text';

/** An optional content warning: the post's text and media hide behind it until a reader opens them. */
export function SpoilerField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label={i18n._('Content warning (optional)')}
      placeholder={i18n._('e.g. Film spoilers')}
      value={value}
      onChange={(event) => onChange(cutFieldToCodePoints(event.target, SPOILER_MAX))}
    />
  );
}

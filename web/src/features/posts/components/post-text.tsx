import { i18n } from '@lingui/core';
import { POST_TEXT_MAX } from '@threads/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/external-link';
import { splitPostText, tagPath } from '../lib/post-words';

const linkClass = 'text-sky-700 hover:underline dark:text-sky-400';

/**
 * Post, reply and repost-message text rendered as text, never as HTML: React escapes every piece. Only
 * http(s) addresses, `#tags` (to the tag's page) and `@mentions` (to the profile) become links, so no
 * `javascript:` or other scheme can sneak in.
 */
export function PostText({ text, testId = 'post-text' }: { text: string; testId?: string }) {
  const [whole, setWhole] = useState(false);
  if (!text) return null;
  // Posts from other servers may be longer than ours: past our limit they open with "Show more".
  const points = [...text];
  const long = points.length > POST_TEXT_MAX && !whole;
  const shown = long ? `${points.slice(0, POST_TEXT_MAX).join('').trimEnd()}…` : text;
  return (
    <p className="break-words whitespace-pre-wrap" data-testid={testId}>
      {splitPostText(shown).map((piece, index) => {
        const key = `${index}-${piece.text.length}`;
        switch (piece.kind) {
          case 'text':
            return <span key={key}>{piece.text}</span>;
          case 'tag':
            return (
              <Link key={key} to={tagPath(piece.tag)} className={linkClass}>
                {piece.text}
              </Link>
            );
          case 'mention':
            return (
              <Link key={key} to={`/${piece.username}`} className={linkClass}>
                {piece.text}
              </Link>
            );
          default:
            return (
              <ExternalLink key={key} href={piece.href} className={linkClass}>
                {piece.text}
              </ExternalLink>
            );
        }
      })}
      {long ? (
        <>
          {' '}
          <button type="button" className={linkClass} onClick={() => setWhole(true)}>
            {i18n._('Show more')}
          </button>
        </>
      ) : null}
    </p>
  );
}

import { Link } from 'react-router';
import { ExternalLink } from '../../../components/external-link';
import { WEB_ADDRESS } from '../../../lib/links';

const TOKEN = new RegExp(`(${WEB_ADDRESS}|@[a-z0-9]{3,30}\\b)`, 'gi');

/**
 * Post text rendered as text, never as HTML: React escapes every piece. Only http(s) addresses
 * and @mentions become links, so no `javascript:` or other scheme can sneak in.
 */
export function PostText({ text }: { text: string }) {
  if (!text) return null;
  const parts = text.split(TOKEN);
  return (
    <p className="break-words whitespace-pre-wrap" data-testid="post-text">
      {parts.map((part, index) => {
        // split() with one capture group puts the matches at the odd indexes.
        const key = `${index}-${part.length}`;
        if (index % 2 === 0) return <span key={key}>{part}</span>;
        if (part.startsWith('@')) {
          return (
            <Link
              key={key}
              to={`/${part.slice(1).toLowerCase()}`}
              className="text-sky-700 hover:underline dark:text-sky-400"
            >
              {part}
            </Link>
          );
        }
        return (
          <ExternalLink key={key} href={part} className="text-sky-700 hover:underline dark:text-sky-400">
            {part}
          </ExternalLink>
        );
      })}
    </p>
  );
}

import { ExternalLink } from '../../../components/external-link';
import { splitLinks } from '../../../lib/links';

/** A message's words as text; its http(s) addresses open in a new tab. */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="break-words whitespace-pre-wrap">
      {splitLinks(text).map((piece, index) => {
        const key = `${index}-${piece.text.length}`;
        return piece.href ? (
          <ExternalLink key={key} href={piece.href} className="underline underline-offset-2">
            {piece.text}
          </ExternalLink>
        ) : (
          <span key={key}>{piece.text}</span>
        );
      })}
    </p>
  );
}

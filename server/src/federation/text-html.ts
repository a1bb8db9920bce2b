import { HASHTAG_PATTERN, isTag, MENTION_PATTERN, normalizeTag } from '@threads/contract';

/** Web addresses in user text: http(s) only, as the web app links them (web/src/lib/links.ts). */
const WEB_ADDRESS = String.raw`https?:\/\/[^\s<>"']+`;
/** `@name@host` names a person on another server. */
const REMOTE_MENTION = String.raw`(?<![\p{L}\p{N}_@.])@[A-Za-z0-9_.-]+@[A-Za-z0-9.-]+(?::\d+)?(?![\p{L}\p{N}_])`;
const WORDS = new RegExp(`(${WEB_ADDRESS})|(${REMOTE_MENTION})|(${HASHTAG_PATTERN})|(${MENTION_PATTERN})`, 'giu');
const TRAILING = /[.,!?;:)\]]+$/;

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Who a mention links to: a local username or a remote `name@host` (lower case) → their page; unknown: plain text. */
export type MentionLinks = (handle: string) => string | undefined;

function linked(text: string, publicUrl: string, mentionLink: MentionLinks): string {
  let html = '';
  let rest = 0;
  for (const match of text.matchAll(WORDS)) {
    let word = match[0];
    let piece: string | undefined;
    if (match[1]) {
      word = word.replace(TRAILING, '');
      piece = `<a href="${escapeHtml(word)}" rel="nofollow noopener" target="_blank">${escapeHtml(word)}</a>`;
    } else if (match[3]) {
      const tag = word.slice(1);
      if (isTag(tag)) {
        const href = new URL(`/tag/${encodeURIComponent(normalizeTag(tag))}`, publicUrl).href;
        piece = `<a href="${escapeHtml(href)}" class="mention hashtag" rel="tag">#<span>${escapeHtml(tag)}</span></a>`;
      }
    } else {
      const handle = word.slice(1).toLowerCase();
      const href = mentionLink(handle);
      const shown = word.slice(1).split('@')[0] ?? handle;
      if (href)
        piece = `<span class="h-card"><a href="${escapeHtml(href)}" class="u-url mention">@<span>${escapeHtml(shown)}</span></a></span>`;
    }
    if (piece === undefined) continue;
    html += escapeHtml(text.slice(rest, match.index)) + piece;
    rest = match.index + word.length;
  }
  return html + escapeHtml(text.slice(rest));
}

/**
 * Our plain text as the HTML other servers show: everything escaped, web addresses, `#tags` and known
 * `@mentions` as links (Mastodon's microformats classes), paragraphs on blank lines and `<br>` on the others.
 */
export function textToHtml(text: string, publicUrl: string, mentionLink: MentionLinks = () => undefined): string {
  if (text.trim() === '') return '';
  return text
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p>${paragraph
          .split('\n')
          .map((line) => linked(line, publicUrl, mentionLink))
          .join('<br>')}</p>`,
    )
    .join('');
}

/** The `@name@host` mentions of a text, lower case, without the first `@`. */
export function remoteMentionsOf(text: string): string[] {
  const found = [...text.matchAll(new RegExp(REMOTE_MENTION, 'gu'))].map((m) => m[0].slice(1).toLowerCase());
  return [...new Set(found)];
}

import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { capHtmlDepth } from './html-depth.js';
import { TextBuilder } from './text-builder.js';

/** Remote HTML past this many characters is cut before parsing (the inbox takes at most 1 MB anyway). */
export const REMOTE_HTML_MAX_CHARS = 200_000;
/** Tags opened inside this many open elements lose their structure but keep their text; no real note nests that deep. */
export const REMOTE_HTML_MAX_DEPTH = 100;
/** The most characters of remote text kept; far above any server's note limit, so a note is kept whole. */
export const REMOTE_TEXT_MAX_CHARS = 20_000;

/** A `Mention` from a note's `tag` list: whom the link points at and the handle it names (`@name@host`). */
export interface MentionTag {
  href: string;
  name?: string | null;
}

const BLOCKS = new Set(['p', 'div', 'blockquote', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol']);

/**
 * Step one: an allow-list. Only these tags and attributes survive; every other tag is dropped with its
 * attributes (its text stays), script-like tags (and iframes) are dropped with their content, and a link keeps its
 * `href` only when it is http(s).
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [...BLOCKS, 'br', 'li', 'a', 'span', 'code'],
  allowedAttributes: { a: ['href', 'class', 'rel'], span: ['class'], p: ['class'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An iframe's content is raw text to the parser, which sanitize-html would parse again as HTML, uncapped.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'title',
    'head',
    'svg',
    'math',
    'iframe',
  ],
};

const classes = (attribs: Record<string, string>) => (attribs.class ?? '').split(/\s+/);

const withoutScheme = (url: string) =>
  url
    .replace(/^https?:\/\/(www\.)?/i, '')
    .replace(/\/$/, '')
    .toLowerCase();

/** The host of an http(s) address, or undefined. */
function hostOf(href: string): string | undefined {
  try {
    return new URL(href).host.toLowerCase();
  } catch {
    return undefined;
  }
}

interface Anchor {
  href: string | undefined;
  classes: string[];
  rel: string;
  text: string;
}

/** What a link becomes in our text: `@name@host`, `#tag`, the address, or its words and the address. */
function anchorText(anchor: Anchor, mentions: readonly MentionTag[]): string {
  const text = anchor.text.replace(/\s+/g, ' ').trim();
  const { href } = anchor;
  if (!href) return text;
  const mention = mentions.find((tag) => tag.href === href);
  const looksLikeMention = anchor.classes.includes('mention') && !anchor.classes.includes('hashtag');
  if ((mention || looksLikeMention) && text.startsWith('@')) {
    const named = mention?.name?.replace(/^@/, '');
    if (named?.includes('@')) return `@${named}`;
    const name = text.slice(1).split('@')[0];
    const host = text.slice(1).split('@')[1] ?? hostOf(href);
    return host ? `@${name}@${host}` : text;
  }
  if (text.startsWith('#') && (anchor.classes.includes('hashtag') || /\btag\b/.test(anchor.rel))) return text;
  const shown = withoutScheme(text.replace(/…$/, ''));
  if (shown === '' || withoutScheme(href).startsWith(shown)) return href;
  return `${text} (${href})`;
}

/** Step two: the allowed HTML as our text — paragraphs on blank lines, `<br>` as a line break, links as words. */
function toText(clean: string, mentions: readonly MentionTag[]): string {
  const out = new TextBuilder();
  let anchor: Anchor | undefined;
  let preDepth = 0;
  let skipDepth = 0;
  const write = (text: string) => {
    if (anchor) anchor.text += text;
    else out.append(preDepth === 0 && (out.isEmpty() || out.endsWith('\n')) ? text.replace(/^ +/, '') : text);
  };
  const breakBlock = () => {
    out.trimEnd();
    if (!out.isEmpty() && !out.endsWith('\n\n')) out.append(out.endsWith('\n') ? '\n' : '\n\n');
  };
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (skipDepth > 0 || classes(attribs).includes('quote-inline') || classes(attribs).includes('invisible')) {
          skipDepth++;
          return;
        }
        if (BLOCKS.has(name)) breakBlock();
        if (name === 'pre') preDepth++;
        if (name === 'br') write('\n');
        if (name === 'li') {
          out.trimEnd();
          if (!out.isEmpty() && !out.endsWith('\n')) out.append('\n');
          out.append('• ');
        }
        if (name === 'a' && !anchor) {
          anchor = { href: attribs.href, classes: classes(attribs), rel: attribs.rel ?? '', text: '' };
        }
      },
      ontext(text) {
        if (skipDepth > 0) return;
        write(preDepth > 0 ? text : text.replace(/[ \t\r\n\f]+/g, ' '));
      },
      onclosetag(name) {
        if (skipDepth > 0) {
          skipDepth--;
          return;
        }
        if (name === 'a' && anchor) {
          const finished = anchor;
          anchor = undefined;
          write(anchorText(finished, mentions));
        }
        if (name === 'pre') preDepth--;
        if (BLOCKS.has(name)) breakBlock();
      },
    },
    { decodeEntities: true },
  );
  parser.write(clean);
  parser.end();
  return out.toString();
}

function tidy(text: string): string {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd());
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function cut(text: string, max: number): string {
  const points = [...text];
  return points.length > max ? `${points.slice(0, max - 1).join('')}…` : text;
}

/**
 * A remote server's HTML (a note's `content`, a person's `summary`) as our text model: plain text in which
 * web addresses, `#tags` and `@name@host` mentions are words the apps link. `sanitize-html` keeps an
 * allow-list (links, line and paragraph structure), then the result is walked into text; everything else —
 * scripts, styles, event handlers, images, `javascript:` links, Mastodon's invisible URL parts and its
 * quote fallback — is gone. The text is only ever shown as text.
 */
export function remoteHtmlToText(html: string, mentions: readonly MentionTag[] = []): string {
  const input = html.length > REMOTE_HTML_MAX_CHARS ? html.slice(0, REMOTE_HTML_MAX_CHARS) : html;
  const clean = sanitizeHtml(capHtmlDepth(input, REMOTE_HTML_MAX_DEPTH), ALLOWED);
  return cut(tidy(toText(clean, mentions)), REMOTE_TEXT_MAX_CHARS);
}

import { APP_NAME } from '@threads/contract';
import type { FirstResponses } from './first-responses.js';
import type { DrawnScreen } from './first-screen.js';
import type { ShareTags } from './share-tags.js';

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function metaTags(tags: ShareTags, pageUrl: string, imageUrl: string): string {
  const properties: [string, string][] = [
    ['og:type', tags.type],
    ['og:site_name', APP_NAME],
    ['og:title', tags.headline],
    ['og:description', tags.description],
    ['og:url', pageUrl],
    ['og:image', imageUrl],
  ];
  const names: [string, string][] = [
    ['twitter:card', tags.largeImage ? 'summary_large_image' : 'summary'],
    ['twitter:title', tags.headline],
    ['twitter:description', tags.description],
    ['twitter:image', imageUrl],
  ];
  return [
    ...properties.map(([key, value]) => `<meta property="${key}" content="${escapeHtml(value)}" />`),
    ...names.map(([key, value]) => `<meta name="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
}

/**
 * index.html with a page's title, description and share tags in place of the app's own (the built page
 * has one `<title>` and one description meta; the tags go after the description). Everything is escaped.
 */
export function pageWithShareTags(indexHtml: string, tags: ShareTags, origin: string, pathname: string): string {
  const pageUrl = new URL(pathname, origin).href;
  const imageUrl = new URL(tags.image, origin).href;
  const description = `<meta name="description" content="${escapeHtml(tags.description)}" />`;
  return indexHtml
    .replace(TITLE, () => `<title>${escapeHtml(tags.title)}</title>`)
    .replace(DESCRIPTION, () => `${description}\n    ${metaTags(tags, pageUrl, imageUrl)}`);
}

/**
 * What the app reads of the page's first screen (`web/src/lib/first-responses.ts`) as inert JSON (`<`
 * escaped, so no text in it can close the element): the API answers, whom they are for, and what the
 * drawn screen, if any, was drawn for. In two parts, the answers (`answersJson`, serialized once for this and
 * for finding the drawing, `drawing-cache.ts`) and the rest after them.
 */
function firstScreenJson(answersJson: string, viewerId: string | null, drawn: DrawnScreen | null): [string, string] {
  const rest = JSON.stringify({ viewer: viewerId, ...(drawn ? { drawn: { locale: drawn.locale } } : {}) });
  const inert = (json: string) => (json.includes('<') ? json.replace(/</g, '\\u003c') : json);
  return [`{"answers":${inert(answersJson)}`, `,${inert(rest.slice(1))}`];
}

const HTML_TAG = /<html lang="[^"]*"/;
const HEAD_END = '</head>';
const ROOT = '<div id="root"></div>';
const ROOT_OPEN = '<div id="root">';
const SCRIPT_OPEN = '<script type="application/json" id="first-screen">';

/**
 * index.html carrying the first screen's API answers (`answersJson`: `first.responses` serialized, `answers-json.ts`), its image
 * preloaded at high priority and its screen's scripts preloaded beside the main one; and, when the server drew
 * it, the screen itself in the app's root, with the page's language and direction. The page is put together
 * as bytes around the answers and the drawing (kept encoded, `drawing-cache.ts`): neither is copied into a
 * page-sized string, searched or encoded again per request, only the shell around them (index.html, 2 KB).
 */
export function pageWithFirstScreen(
  indexHtml: string,
  first: FirstResponses,
  answersJson: string,
  scripts: readonly string[],
  viewerId: string | null,
  drawn: DrawnScreen | null,
): Buffer {
  const shell = drawn
    ? indexHtml.replace(HTML_TAG, () => `<html lang="${escapeHtml(drawn.locale)}" dir="${drawn.dir}"`)
    : indexHtml;
  const links = [
    ...(first.image
      ? [`<link rel="preload" as="image" href="${escapeHtml(first.image)}" fetchpriority="high" />`]
      : []),
    ...scripts.map((script) => `<link rel="modulepreload" crossorigin href="${escapeHtml(script)}" />`),
  ];
  const headEnd = shell.indexOf(HEAD_END);
  const [answers, rest] = firstScreenJson(answersJson, viewerId, drawn);
  const before = `${shell.slice(0, headEnd)}  ${[...links, SCRIPT_OPEN].join('\n    ')}`;
  const after = shell.slice(headEnd);
  const root = drawn ? after.indexOf(ROOT) + ROOT_OPEN.length : -1;
  const parts =
    root < ROOT_OPEN.length || !drawn
      ? [before, answers, `${rest}</script>\n  ${after}`]
      : [before, answers, `${rest}</script>\n  ${after.slice(0, root)}`, drawn.markup, after.slice(root)];
  return Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
}

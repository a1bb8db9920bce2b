/**
 * Page titles, one rule for the server (share tags in the page it sends) and the web app (the title it
 * sets while one navigates, `web/src/lib/use-document-title.ts`).
 */
export const APP_NAME = 'Threads';

/** How much of a post's text names its page: its first words, cut at a word. */
const POST_TITLE_MAX_CHARS = 60;

export function appTitle(screen?: string): string {
  return screen ? `${screen} · ${APP_NAME}` : APP_NAME;
}

/** "Maya (@maya)" */
export function personLabel(person: { name: string; username: string }): string {
  return `${person.name} (@${person.username})`;
}

export function profileTitle(person: { name: string; username: string }): string {
  return appTitle(personLabel(person));
}

interface SharedPost {
  text: string;
  img: string | null;
  video: string | null;
  postedBy: { name: string; username: string };
}

/** What a post's page shows first: a bare repost (no text or media of its own) shows what it reposts. */
export function shownPost<T extends SharedPost>(post: T & { repostOf: T | null }): T {
  const bare = !post.text && !post.img && !post.video;
  return bare && post.repostOf ? post.repostOf : post;
}

/** A post's first words; a post without text is named by its author. */
export function postTitle(post: SharedPost & { repostOf: SharedPost | null }): string {
  const shown = shownPost(post);
  return appTitle(firstWords(shown.text, POST_TITLE_MAX_CHARS) || personLabel(shown.postedBy));
}

export function firstWords(text: string, maxChars: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxChars) return flat;
  const cut = flat.slice(0, maxChars + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : flat.slice(0, maxChars)).trimEnd()}…`;
}

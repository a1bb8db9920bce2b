/**
 * What the server put in the page for its first screen (`server/src/share/first-screen.ts`): the API
 * answers that screen reads, for whom they were given, and, when it drew the screen itself, in which
 * language. Read once, as the app starts.
 */
export interface FirstScreen {
  /** API path → its body. */
  answers: Record<string, unknown>;
  /** The logged-in person the answers are for (their id); null for a visitor. */
  viewer: string | null;
  /** Present when the page carries the screen drawn from the answers. */
  drawn?: { locale: string };
}

export function readFirstScreen(): FirstScreen | null {
  const element = document.getElementById('first-screen');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as FirstScreen;
  } catch {
    return null;
  } finally {
    element.remove();
  }
}

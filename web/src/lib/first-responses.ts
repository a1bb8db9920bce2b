/**
 * The API answers the server sent inside the page for its first screen (`server/src/share/first-responses.ts`),
 * each given out once: the first request for a path gets it without a round trip, later ones go to the
 * network. Any write (a login as someone else, a post) makes the unused ones stale, so it drops them.
 */
const embedded = readEmbedded();

function readEmbedded(): Map<string, unknown> {
  const element = typeof document === 'undefined' ? null : document.getElementById('first-responses');
  if (!element?.textContent) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(element.textContent) as Record<string, unknown>));
  } catch {
    return new Map();
  } finally {
    element.remove();
  }
}

export function takeFirstResponse(path: string): unknown {
  const body = embedded.get(path);
  embedded.delete(path);
  return body;
}

export function forgetFirstResponses(): void {
  embedded.clear();
}

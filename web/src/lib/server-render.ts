import { useEffect, useState } from 'react';
import type { UserProfile } from '../features/users/types';

/** True in the server's render of a first screen (`ssr/render.tsx`), where there is no browser to ask. */
export const onServer = typeof window === 'undefined';

/**
 * What the server takes the browser to be while it renders a first screen: who is logged in, and on which
 * host. Set around one synchronous render at a time.
 */
export interface RenderAssumptions {
  viewer: UserProfile | null;
  /** The page's host, port included (`location.host`). */
  host: string;
}

let assumed: RenderAssumptions = { viewer: null, host: '' };
let hydrating = false;

export function assumeForRender(assumptions: RenderAssumptions): void {
  assumed = assumptions;
}

export function assumedForRender(): RenderAssumptions {
  return assumed;
}

/**
 * Runs the browser's hydration of a drawn screen, during which the app renders as the server drew: first
 * screens are drawn in CONTRACT §9's mobile layout (phones first; the server cannot know the width), and a
 * wider screen switches to its own right after (`use-media-query.ts`).
 */
export function whileHydrating(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

/** Whether this render draws what the server draws: on the server, or while hydrating its drawing. */
export function drawingAsServer(): boolean {
  return onServer || hydrating;
}

/** The page's host with its port, and without (`location.host`, `location.hostname`). */
export function pageHost(): { host: string; hostname: string } {
  const host = onServer ? assumed.host : window.location.host;
  return { host, hostname: onServer ? new URL(`http://${host}`).hostname : window.location.hostname };
}

/** How many posts of a list a drawn first screen holds: more than a screenful; the rest come once the app runs. */
export const DRAWN_POSTS = 5;

/**
 * A list's first posts while drawing as the server draws (each drawn post costs the server's render time
 * and the page's bytes), the whole list from the app's next render on: added below, they move nothing.
 */
export function useDrawnPosts<T>(items: T[]): T[] {
  const [whole, setWhole] = useState(() => !drawingAsServer());
  useEffect(() => setWhole(true), []);
  return whole ? items : items.slice(0, DRAWN_POSTS);
}

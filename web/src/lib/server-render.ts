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
/** From the start of a drawn screen's hydration until its last deferred part is hydrated (`HydrateInTurn`). */
let hydrating = false;
/** Once a person acted on the page during hydration: every part is hydrated at once from then on. */
let rushed = false;
const deferred: (() => void)[] = [];
let afterHydration: (() => void)[] = [];

export function assumeForRender(assumptions: RenderAssumptions): void {
  assumed = assumptions;
}

export function assumedForRender(): RenderAssumptions {
  return assumed;
}

/**
 * Runs the browser's hydration of a drawn screen, during which the app renders as the server drew: first
 * screens are drawn in CONTRACT §9's mobile layout (phones first; the server cannot know the width), and a
 * wider screen switches to its own right after (`use-media-query.ts`). The parts left for later
 * (`laterInHydration`) are then hydrated one per task, so no single task holds the page for long.
 */
export function whileHydrating(hydrate: () => void): void {
  hydrating = true;
  rushed = false;
  try {
    hydrate();
  } finally {
    for (const kind of INTERACTIONS) document.addEventListener(kind, hydrateRestNow, true);
    setTimeout(hydrateNext);
  }
}

/** What a person does first to a page: a press, a key or a focus, each before the click it may lead to. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * A person acting on a part not yet hydrated would act on inert markup (the click lost): the first press,
 * key or focus hydrates every part left at once, in its own microtasks, before the click that follows it.
 */
function hydrateRestNow(): void {
  rushed = true;
  for (const resume of deferred.splice(0)) resume();
}

function hydrateNext(): void {
  const next = deferred.shift();
  if (next) {
    // The part renders in this task's microtasks (preact/compat's Suspense resumes it), still as drawn.
    next();
    setTimeout(hydrateNext);
    return;
  }
  hydrating = false;
  for (const kind of INTERACTIONS) document.removeEventListener(kind, hydrateRestNow, true);
  runOneATask(afterHydration);
  afterHydration = [];
}

/** Each in a task of its own: what waited for hydration (the rest of a list, queries) made one long task. */
function runOneATask(waiting: (() => void)[]): void {
  const run = waiting.shift();
  if (!run) return;
  run();
  setTimeout(() => runOneATask(waiting));
}

/**
 * While a drawn screen is being hydrated, a promise a part of the drawing suspends on to be hydrated in a
 * task of its own (preact/compat keeps the drawn markup meanwhile); null otherwise. Asked once by each part
 * (`HydrateInTurn`), so a part inside another waits for a turn of its own after its parent's.
 */
export function laterInHydration(): HydrationTurn | null {
  if (!hydrating || rushed) return null;
  let resolve = () => {};
  const turn: HydrationTurn = { promise: new Promise((done) => (resolve = done)), done: false };
  deferred.push(() => {
    turn.done = true;
    resolve();
  });
  return turn;
}

/** A part's turn of hydration: `promise` settles, and `done` is true, when it comes. */
export interface HydrationTurn {
  promise: Promise<void>;
  done: boolean;
}

/** Runs `run` once the drawn screen is wholly hydrated (at once when none is being hydrated). */
export function whenHydrated(run: () => void): void {
  if (hydrating) afterHydration.push(run);
  else run();
}

/**
 * Runs `run` once the drawn screen is wholly hydrated and the page is idle (a second at most): for code that
 * is not needed to take the screen over (the socket, the toaster), so it never lengthens hydration's tasks.
 */
export function whenHydratedAndIdle(run: () => void): void {
  whenHydrated(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout: 1000 });
    else setTimeout(run);
  });
}

/**
 * False while drawing as the server draws (its render, and the browser's hydration of the drawing) and true
 * from the render after: for work a drawn screen does not show, such as a query whose answer draws nothing,
 * so that hydration need not carry it. With `idle`, from the render after the page is next idle (a second at
 * most): for work that can wait longer still, such as the header's unread counts.
 */
export function useHydrated({ idle = false }: { idle?: boolean } = {}): boolean {
  const [hydrated, setHydrated] = useState(() => !drawingAsServer());
  useEffect(() => (idle ? whenHydratedAndIdle : whenHydrated)(() => setHydrated(true)), [idle]);
  return hydrated;
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
  const [whole, setWhole] = useState(() => !drawingAsServer() || items.length <= DRAWN_POSTS);
  useEffect(() => whenHydrated(() => setWhole(true)), []);
  return whole ? items : items.slice(0, DRAWN_POSTS);
}

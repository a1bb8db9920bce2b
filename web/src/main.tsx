import './index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { prefetchFirstScreen } from './app/prefetch-first-screen';
import { createQueryClient } from './app/query-client';
import { AppRoutes, preloadScreen } from './app/router';
import { drawnAsHere, takeFirstAnswers } from './app/start';
import { followSystemColorScheme } from './lib/color-mode';
import { readFirstScreen } from './lib/first-responses';
import { startLocale } from './lib/i18n/choice';
import { FORMAT_STEPS } from './lib/prepare-formats';
import { whileHydrating } from './lib/server-render';

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * What BrowserRouter's history does first when the page's history entry has no index (`replaceState` with
 * `idx: 0`, some 15 ms of a phone's CPU): done ahead of hydrating, its history finds the entry numbered.
 */
function numberEntry() {
  const state: unknown = window.history.state;
  if (state === null || (typeof state === 'object' && !('idx' in state))) {
    window.history.replaceState({ ...(state ?? {}), idx: 0 }, '');
  }
}

const root = document.getElementById('root');
if (root) {
  if (root.firstChild && typeof Worker === 'function') {
    try {
      new Worker('/intl-warm.js').postMessage(document.documentElement.lang || 'en');
    } catch {}
  }
  followSystemColorScheme();
  const first = readFirstScreen();
  const queryClient = createQueryClient();
  const screen = preloadScreen(window.location.pathname).catch(() => {});
  // In a task after the one the app's code first runs in (together they were one long task on a phone).
  const seeded = nextTask().then(() => {
    takeFirstAnswers(queryClient, first);
    prefetchFirstScreen(queryClient);
  });
  void startLocale().then(async () => {
    await seeded;
    const app = (
      <StrictMode>
        <BrowserRouter>
          <App queryClient={queryClient} />
        </BrowserRouter>
      </StrictMode>
    );
    // A drawn screen is taken over with its code at hand, so it never falls back to a spinner.
    if (root.firstChild) await screen;
    if (drawnAsHere(first)) {
      // Each in a task of its own: the formats the screen uses (their ICU data), the route's matches, the
      // history entry's number, then hydration's first pass (lib/server-render.ts), so that none of them makes
      // one long task.
      for (const prepare of [...FORMAT_STEPS, () => AppRoutes.prepare(window.location.pathname), numberEntry]) {
        await nextTask();
        prepare();
      }
      await nextTask();
      whileHydrating(() => hydrateRoot(root, app));
    } else createRoot(root).render(app);
  });
}

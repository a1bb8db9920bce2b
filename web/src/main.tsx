import './index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { prefetchFirstScreen } from './app/prefetch-first-screen';
import { createQueryClient } from './app/query-client';
import { preloadScreen } from './app/router';
import { drawnAsHere, takeFirstAnswers } from './app/start';
import { followSystemColorScheme } from './lib/color-mode';
import { readFirstScreen } from './lib/first-responses';
import { startLocale } from './lib/i18n/choice';
import { whileHydrating } from './lib/server-render';

const root = document.getElementById('root');
if (root) {
  followSystemColorScheme();
  const first = readFirstScreen();
  const queryClient = createQueryClient();
  takeFirstAnswers(queryClient, first);
  prefetchFirstScreen(queryClient);
  const screen = preloadScreen(window.location.pathname).catch(() => {});
  void startLocale().then(async () => {
    const app = (
      <StrictMode>
        <BrowserRouter>
          <App queryClient={queryClient} />
        </BrowserRouter>
      </StrictMode>
    );
    // A drawn screen is taken over with its code at hand, so it never falls back to a spinner.
    if (root.firstChild) await screen;
    if (drawnAsHere(first)) whileHydrating(() => hydrateRoot(root, app));
    else createRoot(root).render(app);
  });
}

import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes, preloadScreen } from './app/router';
import { followSystemColorScheme } from './lib/color-mode';
import { startLocale } from './lib/i18n/choice';
import { LocaleRoot } from './lib/i18n/locale-root';

const root = document.getElementById('root');
if (root) {
  followSystemColorScheme();
  preloadScreen(window.location.pathname);
  void startLocale().then(() =>
    createRoot(root).render(
      <StrictMode>
        <BrowserRouter>
          <LocaleRoot>
            <Providers>
              <AppRoutes />
            </Providers>
          </LocaleRoot>
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}

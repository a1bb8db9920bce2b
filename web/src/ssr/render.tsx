import { i18n, type Messages } from '@lingui/core';
import { renderToString } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import { App } from '../app/app';
import { seedFirstAnswers } from '../app/first-screen-cache';
import { createQueryClient } from '../app/query-client';
import { HomeScreen, PostScreen, ProfileScreen } from '../app/router';
import type { UserProfile } from '../features/users/types';
import type { Locale } from '../lib/i18n/locales';
import { assumeForRender } from '../lib/server-render';
import { readTimesFrom, timesReadUntil } from '../lib/time-ago';
import { messages as ar } from '../locales/ar.po';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import { messages as ja } from '../locales/ja.po';

export { directionOf } from '../lib/i18n/locales';

const catalogues: Record<Locale, Messages> = { en, es, ja, ar };

// The screens the server draws, loaded once, so that each drawing is one synchronous render.
await Promise.all([HomeScreen.preload(), ProfileScreen.preload(), PostScreen.preload()]);

export interface FirstScreenInput {
  /** The page's path: the route to draw. */
  path: string;
  /** The page's first API answers, path → body. */
  answers: Record<string, unknown>;
  viewer: UserProfile | null;
  locale: Locale;
  /** The page's host, port included. */
  host: string;
}

export interface DrawnFirstScreen {
  markup: string;
  /** The soonest moment one of its relative times ("5m") would read otherwise: until then it draws the same. */
  readsUntil: number;
}

/**
 * The markup of the app's first screen for a page, drawn by the same components the browser then hydrates
 * it with, from the answers the page carries, in CONTRACT §9's mobile layout. Synchronous: the language and the
 * viewer are the app's globals, set for this render alone.
 */
export function renderFirstScreen(input: FirstScreenInput): DrawnFirstScreen {
  i18n.loadAndActivate({ locale: input.locale, messages: catalogues[input.locale] });
  assumeForRender({ viewer: input.viewer, host: input.host });
  const queryClient = createQueryClient();
  seedFirstAnswers(queryClient, input.answers);
  readTimesFrom();
  try {
    const markup = renderToString(
      <StaticRouter location={input.path}>
        <App queryClient={queryClient} />
      </StaticRouter>,
    );
    return { markup, readsUntil: timesReadUntil() };
  } finally {
    queryClient.clear();
    assumeForRender({ viewer: null, host: '' });
  }
}

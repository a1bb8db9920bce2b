import { i18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { getCurrentUser } from '../lib/current-user';
import type { FirstScreen } from '../lib/first-responses';
import { seedFirstAnswers } from './first-screen-cache';

/**
 * The page's first answers go into the cache only when they were given to whoever this browser holds as
 * logged in: another person's feed must never show, even for a moment.
 */
export function takeFirstAnswers(queryClient: QueryClient, first: FirstScreen | null): void {
  if (first && first.viewer === (getCurrentUser()?._id ?? null)) seedFirstAnswers(queryClient, first.answers);
}

/**
 * Whether the server drew the first screen as this browser will: for the same person, in the language
 * shown, in the dark colours it draws with. Only such markup is hydrated; any other is drawn afresh.
 */
export function drawnAsHere(first: FirstScreen | null): boolean {
  const drawn = first?.drawn;
  return (
    drawn !== undefined &&
    first?.viewer === (getCurrentUser()?._id ?? null) &&
    drawn.locale === i18n.locale &&
    document.documentElement.classList.contains('dark')
  );
}

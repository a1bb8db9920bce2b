import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/session-user.js';
import type { AppContext } from '../context.js';
import type { Locale } from '../lib/i18n/locales.js';
import { ownProfile } from '../users/service.js';
import type { DrawingCache } from './drawing-cache.js';
import { answersOf, type FirstResponses } from './first-responses.js';
import type { FirstScreenRenderer } from './first-screen-renderer.js';

/** A first screen drawn on the server: the app's markup (as the UTF-8 the page sends), and what it was drawn for. */
export interface DrawnScreen {
  markup: Buffer;
  locale: string;
  dir: 'ltr' | 'rtl';
}

/**
 * Draws the page's first screen with the app's own components from the answers the page carries (so
 * what it shows is what the visibility policy gave this viewer, nothing more), in the page's language
 * and CONTRACT §9's mobile layout. The viewer's own profile is what their browser keeps from logging in (`getProfile` for themselves). A
 * drawing that fails leaves the page to the app. `answersJson` is the answers as the page carries them.
 */
export async function drawFirstScreen(
  ctx: AppContext,
  drawer: { renderer: FirstScreenRenderer; drawings: DrawingCache },
  request: FastifyRequest,
  viewer: SessionUser | null,
  locale: Locale,
  first: FirstResponses,
  answersJson: string,
): Promise<DrawnScreen | null> {
  const { renderer, drawings } = drawer;
  const profile = viewer ? await ownProfile(ctx, viewer) : null;
  const path = request.url.split('?')[0] ?? '/';
  const host = request.host;
  try {
    const markup = drawings.drawn(
      { path, locale, host, viewerId: viewer?.id ?? null, viewer: profile, answersJson },
      () => renderer.renderFirstScreen({ path, answers: answersOf(first), viewer: profile, locale, host }),
    );
    return { markup, locale, dir: renderer.directionOf(locale) };
  } catch (error) {
    request.log.error({ err: error, path }, 'drawing the first screen failed; the page goes out undrawn');
    return null;
  }
}

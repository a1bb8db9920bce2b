import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/** A drawing's markup, and the soonest moment one of its relative times ("5m") would read otherwise. */
export interface DrawnMarkup {
  markup: string;
  readsUntil: number;
}

/** What the web build's render module (`web/src/ssr/render.tsx`, built to `<web dist>/.ssr/render.js`) offers. */
export interface FirstScreenRenderer {
  renderFirstScreen(input: {
    path: string;
    answers: Record<string, unknown>;
    viewer: unknown;
    locale: string;
    host: string;
  }): DrawnMarkup;
  directionOf(locale: string): 'ltr' | 'rtl';
}

/**
 * Loads the web build's render module once, as the server starts. A web app built without it (or not
 * built: the server's own tests) leaves pages undrawn: they carry their answers and the app draws them.
 */
export async function loadFirstScreenRenderer(
  webDistDir: string,
  log: FastifyBaseLogger,
): Promise<FirstScreenRenderer | null> {
  const file = path.join(webDistDir, '.ssr', 'render.js');
  if (!fs.existsSync(file)) {
    log.info({ file }, 'no server render module in the web build; first screens are drawn by the browser');
    return null;
  }
  return (await import(pathToFileURL(file).href)) as FirstScreenRenderer;
}

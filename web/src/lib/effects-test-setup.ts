import { options } from 'preact';

/**
 * Preact runs a component's effects after the next animation frame or, should no frame come, after 100 ms (its
 * hooks' `afterPaint`), and that timer calls `cancelAnimationFrame`. A test file's environment can close between
 * the two, and the timer then fails the run (`cancelAnimationFrame is not defined`: a fresh-clone CI run of
 * 2026-11-28, in app/unread-counts.test.tsx). jsdom paints nothing: in tests effects run on the next task instead,
 * and not at all once the file's environment has closed.
 */
options.requestAnimationFrame = (callback) => {
  setTimeout(() => {
    if (typeof document !== 'undefined') callback();
  });
};

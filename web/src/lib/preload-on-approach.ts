/**
 * A button's handlers that start loading what pressing it needs (a menu's or a dialog's code, from an
 * `import()`) as the pointer or the focus reaches it, so the code has arrived, or is on its way, by the press.
 * Asking again costs nothing: a module is fetched once.
 */
export function preloadOnApproach(load: () => Promise<unknown>) {
  const start = () => void load();
  return { onPointerEnter: start, onFocus: start };
}

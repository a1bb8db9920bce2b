import { type ComponentType, createElement } from 'react';

export type LazyScreen = ComponentType & { preload: () => Promise<void> };

/**
 * A screen in a chunk of its own, like `React.lazy`, except that once its code has arrived (`preload`) it
 * renders at once instead of suspending on its first render: so a first screen the server drew is
 * hydrated in one go, and the server's own render never suspends. A failed load is thrown, as lazy does.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loaded: ComponentType | undefined;
  let failure: unknown;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        failure = error;
        loading = undefined;
      },
    );
    return loading;
  };
  function Screen() {
    if (loaded) return createElement(loaded);
    if (failure !== undefined) {
      const error = failure;
      failure = undefined;
      throw error;
    }
    throw preload();
  }
  return Object.assign(Screen, { preload });
}

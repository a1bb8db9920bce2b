import { useEffect, useState } from 'react';

/**
 * What `load` brings (a dialog's component, from an `import()`), asked for the first time `wanted` is true and
 * kept from then on; undefined until it has arrived, so the caller can show it is on its way. A failed load is
 * thrown while rendering, as `lazy()` does, for the nearest error boundary. `load` must be the same function
 * on every render (defined beside the component).
 */
export function useOnDemand<T>(load: () => Promise<T>, wanted: boolean): T | undefined {
  const [loaded, setLoaded] = useState<{ value: T } | { error: unknown }>();
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    load().then(
      (value) => current && setLoaded({ value }),
      (error: unknown) => current && setLoaded({ error }),
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded, load]);
  if (loaded && 'error' in loaded) throw loaded.error;
  return loaded?.value;
}

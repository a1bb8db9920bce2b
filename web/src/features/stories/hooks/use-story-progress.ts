import { useCallback, useEffect, useRef, useState } from 'react';

/** CONTRACT §4: an image story's progress rises 1 % every 50 ms, so it moves on after 5 s. */
export const PROGRESS_TICK_MS = 50;

/**
 * Progress of the story on screen, starting from zero for each story. Images tick on a timer (held
 * while not `ticking`) and call `onDone` at 100 %; videos report their playback through `setProgress`.
 */
export function useStoryProgress(storyId: string, ticking: boolean, onDone: () => void) {
  const [state, setState] = useState({ storyId, value: 0 });
  const progress = state.storyId === storyId ? state.value : 0;
  const done = useRef(onDone);
  done.current = onDone;

  const setProgress = useCallback((value: number) => setState({ storyId, value }), [storyId]);

  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(
      () => setState((old) => ({ storyId, value: old.storyId === storyId ? Math.min(100, old.value + 1) : 1 })),
      PROGRESS_TICK_MS,
    );
    return () => clearInterval(timer);
  }, [ticking, storyId]);

  useEffect(() => {
    if (ticking && progress >= 100) done.current();
  }, [ticking, progress]);

  return [progress, setProgress] as const;
}

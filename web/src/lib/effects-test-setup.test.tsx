import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('runs effects on a task, never through an animation frame (effects-test-setup.ts)', async () => {
  const cancelAnimationFrame = vi.fn();
  vi.stubGlobal('cancelAnimationFrame', cancelAnimationFrame);
  const ran = vi.fn();
  function Effect() {
    useEffect(ran, []);
    return null;
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  root.render(<Effect />);
  await vi.waitFor(() => expect(ran).toHaveBeenCalledOnce());
  // Preact's own frame wait would have cancelled its frame once the effects ran.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(cancelAnimationFrame).not.toHaveBeenCalled();
  root.unmount();
});

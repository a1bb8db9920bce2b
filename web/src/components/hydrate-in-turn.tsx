import { type ReactElement, Suspense } from 'react';
import { laterInHydration } from '../lib/server-render';

function Later({ children }: { children: ReactElement }) {
  const later = laterInHydration();
  if (later) throw later;
  return children;
}

/**
 * A part of a drawn screen hydrated in a task of its own, after the rest (`whileHydrating`), so that taking
 * a drawn screen over is many short tasks instead of one long one. preact/compat keeps the drawn markup of
 * a part while it waits, which is why the child must be one element. Anywhere else, just the child.
 */
export function HydrateInTurn({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <Later>{children}</Later>
    </Suspense>
  );
}

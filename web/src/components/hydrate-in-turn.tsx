import { type ReactElement, Suspense, useState } from 'react';
import { type HydrationTurn, laterInHydration } from '../lib/server-render';

function Later({ turn, children }: { turn: HydrationTurn | null; children: ReactElement }) {
  if (turn && !turn.done) throw turn.promise;
  return children;
}

/**
 * A part of a drawn screen hydrated in a task of its own, after the rest (`whileHydrating`), so that taking
 * a drawn screen over is many short tasks instead of one long one. Its turn is asked for once, as it first
 * renders: a part inside another takes its own turn after its parent's. preact/compat keeps the drawn
 * markup of a part while it waits, which is why the child must be one element. Anywhere else, just the child.
 */
export function HydrateInTurn({ children }: { children: ReactElement }) {
  const [turn] = useState(laterInHydration);
  return (
    <Suspense fallback={null}>
      <Later turn={turn}>{children}</Later>
    </Suspense>
  );
}

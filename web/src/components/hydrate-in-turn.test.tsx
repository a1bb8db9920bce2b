import { renderToString } from 'preact-render-to-string';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import { drawingAsServer, useHydrated, whenHydrated, whileHydrating } from '../lib/server-render';
import { HydrateInTurn } from './hydrate-in-turn';

const renders: string[] = [];

function Part({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  renders.push(`${name}${drawingAsServer() ? ' as drawn' : ''}`);
  return (
    <button type="button" onClick={() => setClicks((count) => count + 1)}>
      {name} {clicks}
    </button>
  );
}

function Screen() {
  return (
    <main>
      <h1>Shell</h1>
      <HydrateInTurn>
        <Part name="first" />
      </HydrateInTurn>
      <HydrateInTurn>
        <Part name="second" />
      </HydrateInTurn>
      <p>After</p>
    </main>
  );
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** The screen as the server draws it, in the page, with the browser's hydration of it just begun. */
function startHydratingDrawnScreen() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Screen />);
  document.body.append(container);
  const drawn = [...container.querySelectorAll('button')];
  renders.length = 0;
  const hydrated = vi.fn();
  whileHydrating(() => hydrateRoot(container, <Screen />));
  whenHydrated(hydrated);
  return { container, drawn, hydrated };
}

it('hydrates each part in a task of its own, as drawn, on the elements the page was drawn with', async () => {
  const { container, drawn, hydrated } = startHydratingDrawnScreen();
  expect(renders).toEqual([]);
  await nextTask();
  expect(renders).toEqual(['first as drawn']);
  await nextTask();
  expect(renders).toEqual(['first as drawn', 'second as drawn']);
  await nextTask();
  expect(hydrated).toHaveBeenCalledOnce();
  expect(drawingAsServer()).toBe(false);

  expect([...container.querySelectorAll('button')]).toEqual(drawn);
  expect(container.textContent).toBe('Shellfirst 0second 0After');
  drawn[1]?.click();
  await nextTask();
  expect(drawn[1]?.textContent).toBe('second 1');
  container.remove();
});

it('hydrates every part left at once when a person presses on the page, so the click that follows is not lost', async () => {
  const { container, drawn, hydrated } = startHydratingDrawnScreen();
  drawn[1]?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  await Promise.resolve();
  await Promise.resolve();
  drawn[1]?.click();
  await nextTask();
  expect(renders.slice(0, 2).sort()).toEqual(['first as drawn', 'second as drawn']);
  expect(drawn[1]?.textContent).toBe('second 1');
  await nextTask();
  await nextTask();
  expect(hydrated).toHaveBeenCalledOnce();
  container.remove();
});

it('leaves what the drawing does not show for after its last part is hydrated (useHydrated)', async () => {
  const seen: boolean[] = [];
  function Quiet() {
    const hydrated = useHydrated();
    seen.push(hydrated);
    return <span />;
  }
  const tree = (
    <div>
      <Quiet />
      <HydrateInTurn>
        <Part name="part" />
      </HydrateInTurn>
    </div>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  seen.length = 0;
  document.body.append(container);
  whileHydrating(() => hydrateRoot(container, tree));
  expect(seen).toEqual([false]);
  await vi.waitFor(() => expect(seen).toEqual([false, true]));
  expect(drawingAsServer()).toBe(false);
  container.remove();
});

it('hydrates a part inside another in a turn of its own, after its parent’s, still as drawn', async () => {
  function Nested() {
    return (
      <section>
        <HydrateInTurn>
          <div>
            <Part name="outer" />
            <HydrateInTurn>
              <Part name="inner" />
            </HydrateInTurn>
          </div>
        </HydrateInTurn>
      </section>
    );
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Nested />);
  document.body.append(container);
  const drawn = [...container.querySelectorAll('button')];
  renders.length = 0;
  const hydrated = vi.fn();
  whileHydrating(() => hydrateRoot(container, <Nested />));
  whenHydrated(hydrated);
  await nextTask();
  expect(renders).toEqual(['outer as drawn']);
  await nextTask();
  expect(renders).toEqual(['outer as drawn', 'inner as drawn']);
  await nextTask();
  expect(hydrated).toHaveBeenCalledOnce();
  expect([...container.querySelectorAll('button')]).toEqual(drawn);
  expect(container.textContent).toBe('outer 0inner 0');
  drawn[1]?.click();
  await nextTask();
  expect(drawn[1]?.textContent).toBe('inner 1');
  container.remove();
});

it('runs what waited for hydration one a task, not all in the last part’s task', async () => {
  const { container } = startHydratingDrawnScreen();
  const ran: string[] = [];
  whenHydrated(() => ran.push('rest of the list'));
  whenHydrated(() => ran.push('counts'));
  for (let i = 0; i < 3; i++) await nextTask();
  expect(ran).toEqual([]);
  await nextTask();
  expect(ran).toEqual(['rest of the list']);
  await nextTask();
  expect(ran).toEqual(['rest of the list', 'counts']);
  container.remove();
});

import { renderToString } from 'preact-render-to-string';
import { hydrateRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import { whenHydrated, whileHydrating } from '../lib/server-render';
import { HydrateInTurn } from './hydrate-in-turn';
import { LazyToaster } from './lazy-toaster';

const seen = vi.hoisted(() => ({ hydrated: false, loaded: [] as boolean[] }));

vi.mock('sonner', () => {
  seen.loaded.push(seen.hydrated);
  return { Toaster: () => <section aria-label="Toasts" /> };
});

function Page() {
  return (
    <div>
      {Array.from({ length: 40 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
        <HydrateInTurn key={i}>
          <p>Part {i}</p>
        </HydrateInTurn>
      ))}
      <LazyToaster />
    </div>
  );
}

it('loads and mounts the toaster only once a drawn screen is wholly hydrated, then at once', async () => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  whileHydrating(() => hydrateRoot(container, <Page />));
  whenHydrated(() => {
    seen.hydrated = true;
  });
  await vi.waitFor(() => expect(container.querySelector('section')).toBeTruthy());
  expect(seen.loaded).toEqual([true]);
  container.remove();
  vi.unstubAllGlobals();
});

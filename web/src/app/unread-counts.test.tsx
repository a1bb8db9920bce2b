import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'preact-render-to-string';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { HydrateInTurn } from '../components/hydrate-in-turn';
import { profileAnswer } from '../features/users/profile-answer.fixture';
import { setCurrentUser } from '../lib/current-user';
import { whenHydrated, whileHydrating } from '../lib/server-render';
import { Header } from './header';
import { LiveCounts } from './unread-counts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setCurrentUser(null);
});

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** `drawing`: as the server draws it, where LiveCounts draws nothing (jsdom is no server). */
function Page({ client, drawing = false }: { client: QueryClient; drawing?: boolean }) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {drawing ? null : <LiveCounts />}
        <HydrateInTurn>
          <Header hiddenOnMobile={false} />
        </HydrateInTurn>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

it('asks for the unread counts only once a drawn screen is wholly hydrated, then shows them', async () => {
  setCurrentUser(profileAnswer({ _id: '01JD8X9A1B2C3D4E5F6G7H8J9K', name: 'Ben', username: 'ben' }));
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(String(url));
    return Response.json(String(url).includes('unread-count') ? { count: 3 } : []);
  });
  document.title = 'Home';
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page client={new QueryClient()} drawing />);
  document.body.append(container);
  const client = new QueryClient();
  // What hydration made: no query (their observers' work was most of the header's turn), nothing asked.
  const hydrated = vi.fn(() => ({ queries: client.getQueryCache().getAll().length, asked: asked.length }));
  whileHydrating(() => hydrateRoot(container, <Page client={client} />));
  whenHydrated(hydrated);
  for (let i = 0; i < 3; i++) await nextTask();
  expect(hydrated).toHaveBeenCalledOnce();
  expect(hydrated).toHaveReturnedWith({ queries: 0, asked: 0 });
  await waitFor(() => expect(asked.filter((url) => url.includes('unread-count')).length).toBe(2), { timeout: 5000 });
  expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' }, { timeout: 5000 })).toBeTruthy();
  await waitFor(() => expect(document.title).toBe('(3) Home'), { timeout: 5000 });
  container.remove();
});

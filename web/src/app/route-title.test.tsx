import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'preact-render-to-string';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { whileHydrating } from '../lib/server-render';
import { useRouteTitle } from './route-title';

afterEach(cleanup);

function Titled() {
  useRouteTitle();
  return <p>Search</p>;
}

const page = (
  <MemoryRouter initialEntries={['/search']}>
    <Titled />
  </MemoryRouter>
);

it('names the route’s screen, but leaves a drawn page’s own title while it is hydrated', async () => {
  document.title = 'Drawn title';
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  whileHydrating(() => hydrateRoot(container, page));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(document.title).toBe('Drawn title');
  container.remove();

  render(page);
  expect(document.title).toBe('Search · Threads');
});

import { act, render, screen } from '@testing-library/react';
import { lazy, type ReactElement } from 'react';
import { MemoryRouter, type RouteObject, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchedRoutes } from './route-matches';
import { ScreenOutlet } from './screen-outlet';

type ScreenModule = { default: () => ReactElement };

describe('ScreenOutlet', () => {
  it('shows the screen gone back to while the screen left was still loading, and after that one arrives', async () => {
    let arrive!: (module: ScreenModule) => void;
    const Tag = lazy(() => new Promise<ScreenModule>((resolve) => (arrive = resolve)));
    const Search = () => <input type="search" aria-label="Search" />;
    let navigate!: ReturnType<typeof useNavigate>;
    function Layout() {
      navigate = useNavigate();
      return <ScreenOutlet />;
    }
    const routes: RouteObject[] = [
      {
        Component: Layout,
        children: [
          { path: 'search', Component: Search },
          { path: 'tag/:tag', Component: Tag },
        ],
      },
    ];
    const Routes = matchedRoutes(routes);
    render(
      <MemoryRouter initialEntries={['/search']}>
        <Routes />
      </MemoryRouter>,
    );

    await act(async () => navigate('/tag/knitting'));
    expect(screen.getByRole('status').textContent).toBe('Loading');
    await act(async () => navigate(-1));
    expect(screen.getByRole('searchbox')).toBeTruthy();
    await act(async () => arrive({ default: () => <h1>#knitting</h1> }));
    expect(screen.getByRole('searchbox')).toBeTruthy();
  });
});

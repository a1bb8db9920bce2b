import { useContext } from 'react';
import {
  matchRoutes,
  type Navigator,
  type RouteMatch,
  type RouteObject,
  renderMatches,
  UNSAFE_NavigationContext,
  useLocation,
} from 'react-router';

/** Paths whose matches are kept; past it the table starts over (a session visits a few dozen). */
const KEPT_PATHS = 200;

/** A pathname as `useRoutes` gives it to its matches: encoded by the router's navigator. */
function encoded(navigator: Navigator, pathname: string): string {
  const escaped = pathname.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23');
  const path = navigator.encodeLocation ? navigator.encodeLocation(escaped).pathname : pathname;
  return `/${path}`.replace(/\/\/+/g, '/');
}

/**
 * `<Routes>` of a top-level route table, except that each path is matched once: `useRoutes` flattens
 * and ranks the whole table on every render, which was an eighth of the server's drawing of a first screen.
 * The matches are what `useRoutes` renders (params, pathnames encoded by the navigator), so the tree is the same.
 * `prepare(pathname)` matches a path ahead of its render: a drawn screen's hydration need not carry the
 * table's first flattening and ranking (some 20 ms under a phone's CPU).
 */
export function matchedRoutes(routes: RouteObject[]) {
  const matched = new Map<string, RouteMatch[] | null>();
  const kept = new Map<string, RouteMatch[] | null>();
  const match = (pathname: string) => {
    let matches = matched.get(pathname);
    if (matches === undefined) {
      matches = matchRoutes(routes, { pathname });
      if (matched.size >= KEPT_PATHS) matched.clear();
      matched.set(pathname, matches);
    }
    return matches;
  };
  function MatchedRoutes() {
    const { navigator } = useContext(UNSAFE_NavigationContext);
    const pathname = useLocation().pathname || '/';
    let matches = kept.get(pathname);
    if (matches === undefined) {
      matches =
        match(pathname)?.map((match) => ({
          ...match,
          params: { ...match.params },
          pathname: encoded(navigator, match.pathname),
          pathnameBase: match.pathnameBase === '/' ? '/' : encoded(navigator, match.pathnameBase),
        })) ?? null;
      if (kept.size >= KEPT_PATHS) kept.clear();
      kept.set(pathname, matches);
    }
    return renderMatches(matches);
  }
  return Object.assign(MatchedRoutes, { prepare: (pathname: string) => void match(pathname || '/') });
}

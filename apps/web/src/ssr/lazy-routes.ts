import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code of every lazy route the page at `pathname` needs, and puts it on the route
 * objects, before the router is created. Hydrating a prerendered page needs this: a router still
 * waiting for a lazy route would first render its fallback, which does not match the HTML.
 */
export async function loadLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

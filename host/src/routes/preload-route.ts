import { matchPath } from 'react-router-dom';
import { getToken } from '@vg/shared';
import { queryClient } from '../app/query-client';
import { loadRemotePage } from '../federation/load-remote-page';
import { REMOTE_ROUTES } from './remote-routes';

/**
 * Starts fetching the remote modules of the page being opened as the app starts (bootstrap.tsx),
 * beside the shell's first render and the session check rather than after them: a member's page
 * otherwise waited for the first render, then the registry, before asking for its remote's
 * manifest and code (docs/figures.md). A signed-in page is fetched early only when a session is
 * stored (a visitor is sent to /sign-in), and an admin screen never is: the admin remote is
 * fetched for administrators only (RequireAdmin). Once a module has loaded, its `preload` (if it
 * has one) starts the first screen's data: that request no longer waits for the page's render.
 */
export function preloadRouteModules(
  pathname: string,
  hasSession = getToken() !== null,
  search = window.location.search,
): void {
  for (const route of REMOTE_ROUTES) {
    const match = matchPath(route.path, pathname);
    if (!match) continue;
    if (route.access === 'admin') return;
    if (route.access === 'signed-in' && !hasSession) return;
    const context = { queryClient, params: match.params, search: new URLSearchParams(search) };
    for (const module of [route, route.below]) {
      if (!module) continue;
      // A failure shows when the page mounts and asks again (RemotePage); a page whose preload
      // fails fetches its data itself.
      loadRemotePage(module.remote, module.page)
        .then((pageModule) => pageModule.preload?.(context))
        .catch(() => undefined);
    }
    return;
  }
}

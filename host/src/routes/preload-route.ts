import { matchPath } from 'react-router-dom';
import { getToken } from '@vg/shared';
import { loadRemotePage } from '../federation/load-remote-page';
import { REMOTE_ROUTES } from './remote-routes';

/**
 * Starts fetching the remote modules of the page being opened as the app starts (bootstrap.tsx),
 * beside the shell's first render and the session check rather than after them: a member's page
 * otherwise waited for the first render, then the registry, before asking for its remote's
 * manifest and code (docs/figures.md). A signed-in page is fetched early only when a session is
 * stored (a visitor is sent to /sign-in), and an admin screen never is: the admin remote is
 * fetched for administrators only (RequireAdmin).
 */
export function preloadRouteModules(pathname: string, hasSession = getToken() !== null): void {
  const route = REMOTE_ROUTES.find(({ path }) => matchPath(path, pathname) !== null);
  if (!route || route.access === 'admin') return;
  if (route.access === 'signed-in' && !hasSession) return;
  for (const module of [route, route.below]) {
    // A failure shows when the page mounts and asks again (RemotePage).
    if (module) loadRemotePage(module.remote, module.page).catch(() => undefined);
  }
}

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingState, useSession } from '@vg/shared';
import { parseIdentityCallback } from '../session-flows/parse-address';
import { ServerRenderedContent } from '../federation/server-rendered-content';
import { serverRenderedHere } from '../federation/server-rendered-page';
import { ForbiddenPage } from './lazy-pages';

export const VERIFYING_TEXT = 'Verifying authentication...';

/**
 * Sign-in-only routes: visitors go to /sign-in and come back afterwards. A session still waiting in
 * the address (a sign-in form's answer names this page: use-identity-callback takes it) is waited
 * for, not mistaken for a visitor. A member's page the server rendered for this session
 * (docs/adr/0020) stays on screen while the app checks the session again, instead of a spinner.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  const sessionInAddress = status !== 'signed-in' && parseIdentityCallback(location.hash) !== null;
  if (sessionInAddress) return <LoadingState text={VERIFYING_TEXT} />;
  if (status === 'verifying') {
    const rendered = serverRenderedHere();
    return rendered ? (
      <ServerRenderedContent page={rendered} />
    ) : (
      <LoadingState text={VERIFYING_TEXT} />
    );
  }
  if (status !== 'signed-in') {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }
  return <>{children}</>;
}

/**
 * Admin screens: the API checks the role again on every call; this only
 * keeps the admin remote from being fetched for people who cannot use it.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isAdmin } = useSession();
  return <RequireSession>{isAdmin ? children : <ForbiddenPage />}</RequireSession>;
}

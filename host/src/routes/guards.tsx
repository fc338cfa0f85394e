import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingState, useSession } from '@vg/shared';
import { ForbiddenPage } from './lazy-pages';

export const VERIFYING_TEXT = 'Verifying authentication...';

/** Sign-in-only routes: visitors go to /sign-in and come back afterwards. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'verifying') return <LoadingState text={VERIFYING_TEXT} />;
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

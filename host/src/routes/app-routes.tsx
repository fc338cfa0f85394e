import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoadingState, type RemoteName } from '@vg/shared';
import { RemotePage } from '../federation/remote-page';
import { AppStarted } from '../start/app-started';
import { HelpPage, NotFoundPage, PrivacyPolicyPage, TermsPage } from './lazy-pages';
import { HomeRoute } from './home-route';
import { RequireAdmin, RequireSession } from './guards';
import { preloadRouteModules, type PreloadableRoute } from './preload-route';

type Access = PreloadableRoute['access'];

interface RemoteModule {
  remote: RemoteName;
  page: string;
}

interface RemoteRoute extends RemoteModule {
  path: string;
  access: Access;
  /**
   * A second remote's module under the page (a public car's conversation under the garage's page),
   * in its own error boundary: if that remote is down, the page above still works.
   */
  below?: RemoteModule;
}

/** The route table (docs/product.md#routes): who owns each path and who may open it. */
export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/dashboard', remote: 'garage', page: 'dashboard-page', access: 'signed-in' },
  { path: '/vehicles', remote: 'garage', page: 'vehicles-page', access: 'signed-in' },
  { path: '/vehicles/:id', remote: 'garage', page: 'vehicle-detail-page', access: 'signed-in' },
  { path: '/maintenance', remote: 'garage', page: 'maintenance-page', access: 'signed-in' },
  { path: '/modifications', remote: 'garage', page: 'modifications-page', access: 'signed-in' },
  {
    path: '/public/:vin',
    remote: 'garage',
    page: 'public-vehicle-page',
    access: 'public',
    below: { remote: 'community', page: 'vehicle-conversation' },
  },
  {
    path: '/public/vehicle/:token',
    remote: 'garage',
    page: 'public-vehicle-page',
    access: 'public',
  },
  { path: '/community', remote: 'community', page: 'community-page', access: 'signed-in' },
  { path: '/activity', remote: 'community', page: 'activity-page', access: 'signed-in' },
  { path: '/registry', remote: 'community', page: 'registry-page', access: 'public' },
  { path: '/showcase', remote: 'community', page: 'showcase-page', access: 'public' },
  { path: '/user/:username', remote: 'community', page: 'user-page', access: 'public' },
  { path: '/profile', remote: 'account', page: 'profile-page', access: 'signed-in' },
  { path: '/notifications', remote: 'account', page: 'notifications-page', access: 'signed-in' },
  { path: '/sign-in', remote: 'account', page: 'sign-in-page', access: 'public' },
  { path: '/register', remote: 'account', page: 'register-page', access: 'public' },
  { path: '/verify-email', remote: 'account', page: 'verify-email-page', access: 'public' },
  { path: '/email/confirm', remote: 'account', page: 'confirm-email-page', access: 'public' },
  { path: '/reset', remote: 'account', page: 'reset-page', access: 'public' },
  { path: '/admin', remote: 'admin', page: 'overview-page', access: 'admin' },
  { path: '/admin/showcase', remote: 'admin', page: 'showcase-page', access: 'admin' },
  { path: '/admin/feedback', remote: 'admin', page: 'feedback-page', access: 'admin' },
  { path: '/admin/photos', remote: 'admin', page: 'photos-page', access: 'admin' },
  { path: '/admin/reports', remote: 'admin', page: 'reports-page', access: 'admin' },
  { path: '/admin/jobs', remote: 'admin', page: 'jobs-page', access: 'admin' },
];

function guard(access: Access, element: ReactNode) {
  if (access === 'admin') return <RequireAdmin>{element}</RequireAdmin>;
  if (access === 'signed-in') return <RequireSession>{element}</RequireSession>;
  return element;
}

export function AppRoutes() {
  // The opened page's remote code is fetched while the session is checked (preload-route.ts).
  useEffect(() => preloadRouteModules(REMOTE_ROUTES, window.location.pathname), []);
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path="/" element={<HomeRoute />} />
        {REMOTE_ROUTES.map(({ path, remote, page, access, below }) => (
          <Route
            key={path}
            path={path}
            element={guard(
              access,
              <>
                <RemotePage key={`${remote}/${page}`} remote={remote} page={page} />
                {below ? (
                  <RemotePage
                    key={`${below.remote}/${below.page}`}
                    remote={below.remote}
                    page={below.page}
                  />
                ) : null}
              </>,
            )}
          />
        ))}
        {/* Named by the mobile navigation's active rules. */}
        <Route path="/settings" element={<Navigate to="/profile" replace />} />
        <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/help" element={<HelpPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <AppStarted />
    </Suspense>
  );
}

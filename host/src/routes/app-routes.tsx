import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoadingState } from '@vg/shared';
import { RemotePage } from '../federation/remote-page';
import { AppStarted } from '../start/app-started';
import { HelpPage, NotFoundPage, PrivacyPolicyPage, TermsPage } from './lazy-pages';
import { HomeRoute } from './home-route';
import { RequireAdmin, RequireSession } from './guards';
import { REMOTE_ROUTES, type Access } from './remote-routes';

function guard(access: Access, element: ReactNode) {
  if (access === 'admin') return <RequireAdmin>{element}</RequireAdmin>;
  if (access === 'signed-in') return <RequireSession>{element}</RequireSession>;
  return element;
}

export function AppRoutes() {
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

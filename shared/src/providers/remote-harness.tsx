import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '../query';
import { AppProviders } from './app-providers';
import { ROUTER_FUTURE } from './router-future';
import { BannerStack } from '../ui';

export interface HarnessRoute {
  path: string;
  element: ReactNode;
  label?: string;
}

/**
 * Runs one remote on its own in development with the host's contexts, so a
 * team can work on its pages without starting the host.
 */
export function mountRemoteHarness(remoteName: string, routes: HarnessRoute[]) {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element to mount the harness in');
  const queryClient = createQueryClient();
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter future={ROUTER_FUTURE}>
        <AppProviders queryClient={queryClient}>
          <nav
            aria-label={`${remoteName} harness`}
            style={{ padding: 8, display: 'flex', gap: 12 }}
          >
            <strong>{remoteName} (standalone)</strong>
            {routes
              .filter((route) => route.label)
              .map((route) => (
                <Link key={route.path} to={route.path}>
                  {route.label}
                </Link>
              ))}
          </nav>
          <BannerStack />
          <main>
            <Routes>
              {routes.map((route) => (
                <Route key={route.path} path={route.path} element={route.element} />
              ))}
            </Routes>
          </main>
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}

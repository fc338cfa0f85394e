import { useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { AppProviders, recordSingletons, ROUTER_FUTURE, startSessionCheck } from '@vg/shared';
import { loadCatalogue } from '../i18n/load-catalogue';
import { ContactDialogHost } from '../contact/contact-dialog-host';
import { GlobalErrorBoundary } from '../errors/global-error-boundary';
import { AppShell } from '../layout/app-shell';
import { AppRoutes } from '../routes/app-routes';
import { SessionFlows } from '../session-flows/session-flows';
import { DocumentTitle } from '../prerender/document-title';
import { loadOfflineGarageForMembers } from '../offline/offline-loader';
import { queryClient } from './query-client';

recordSingletons('host', { useState, createPortal, styled, QueryClient, useNavigate });
// (No window when the host's own pages are rendered at build time, src/prerender.)
if (typeof window !== 'undefined') {
  (window as Window & { __VG_QUERY_CLIENT__?: QueryClient }).__VG_QUERY_CLIENT__ = queryClient;
  startSessionCheck(queryClient);
  loadOfflineGarageForMembers(queryClient);
}

/**
 * The whole app inside the caller's router: the browser's, or a static one when the host's own
 * pages are rendered to HTML at build time (src/prerender), which the browser then hydrates.
 */
export function AppInRouter({
  router: Router,
}: {
  router: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <GlobalErrorBoundary>
      <Router>
        <AppProviders queryClient={queryClient} messages={loadCatalogue}>
          <ContactDialogHost>
            <SessionFlows />
            <DocumentTitle />
            <AppShell>
              <AppRoutes />
            </AppShell>
          </ContactDialogHost>
        </AppProviders>
      </Router>
    </GlobalErrorBoundary>
  );
}

function BrowserRouterOfTheApp({ children }: { children: ReactNode }) {
  return <BrowserRouter future={ROUTER_FUTURE}>{children}</BrowserRouter>;
}

export function App() {
  return <AppInRouter router={BrowserRouterOfTheApp} />;
}

import { useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { AppProviders, createQueryClient, recordSingletons, ROUTER_FUTURE } from '@vg/shared';
import { ContactDialogHost } from '../contact/contact-dialog-host';
import { GlobalErrorBoundary } from '../errors/global-error-boundary';
import { AppShell } from '../layout/app-shell';
import { AppRoutes } from '../routes/app-routes';
import { SessionFlows } from '../session-flows/session-flows';

// The one QueryClient of the page; remotes reach it through the shared
// @tanstack/react-query singleton's context.
const queryClient = createQueryClient();
recordSingletons('host', { useState, createPortal, styled, QueryClient, useNavigate });
(window as Window & { __VG_QUERY_CLIENT__?: QueryClient }).__VG_QUERY_CLIENT__ = queryClient;

export function App() {
  return (
    <GlobalErrorBoundary>
      <BrowserRouter future={ROUTER_FUTURE}>
        <AppProviders queryClient={queryClient}>
          <ContactDialogHost>
            <SessionFlows />
            <AppShell>
              <AppRoutes />
            </AppShell>
          </ContactDialogHost>
        </AppProviders>
      </BrowserRouter>
    </GlobalErrorBoundary>
  );
}

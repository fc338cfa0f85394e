import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SessionProvider } from '../session';
import { Toaster, VgThemeProvider } from '../ui';

interface AppProvidersProps {
  queryClient: QueryClient;
  /** Rendered above the page content, below the banners (e.g. the host's top bar). */
  children: ReactNode;
}

/**
 * Every context a page relies on, in one place: the host renders it once for
 * the whole product, and each remote's standalone harness renders the same
 * thing, so a page behaves alike in both.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <VgThemeProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          {children}
          <Toaster />
        </SessionProvider>
      </QueryClientProvider>
    </VgThemeProvider>
  );
}

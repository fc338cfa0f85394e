import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider, Toaster, VgThemeProvider } from '@vg/shared';

export interface RenderPageOptions {
  /** The address the page opens at. */
  at: string;
  /** The route pattern the host mounts the page on (for useParams). */
  route?: string;
}

/**
 * Renders a page as the host does (theme, one QueryClient, session, router, toasts), with the host's
 * retry policy switched off so an error state shows at once instead of after the backoff.
 */
export function renderPage(page: ReactElement, { at, route = at }: RenderPageOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <VgThemeProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <>
            <MemoryRouter initialEntries={[at]}>
              <Routes>
                <Route path={route} element={page} />
                <Route path="*" element={<p>Left the page for another route</p>} />
              </Routes>
            </MemoryRouter>
            <Toaster />
          </>
        </SessionProvider>
      </QueryClientProvider>
    </VgThemeProvider>,
  );
}

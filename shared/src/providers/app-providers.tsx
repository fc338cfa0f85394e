import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SessionProvider } from '../session';
import { LanguageProvider, MessagesProvider, type CatalogueLoader } from '../i18n';
import { Toaster, VgThemeProvider } from '../ui';

interface AppProvidersProps {
  queryClient: QueryClient;
  /** The app's own words (the host's); a remote's pages bring theirs (withMessages). */
  messages?: CatalogueLoader;
  /** Rendered above the page content, below the banners (e.g. the host's top bar). */
  children: ReactNode;
}

const NO_OWN_WORDS: CatalogueLoader = async () => ({});

/**
 * Every context a page relies on, in one place: the host renders it once for
 * the whole product, and each remote's standalone harness renders the same
 * thing, so a page behaves alike in both.
 */
export function AppProviders({
  queryClient,
  messages = NO_OWN_WORDS,
  children,
}: AppProvidersProps) {
  return (
    <VgThemeProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <LanguageProvider>
            <MessagesProvider load={messages}>
              {children}
              <Toaster />
            </MessagesProvider>
          </LanguageProvider>
        </SessionProvider>
      </QueryClientProvider>
    </VgThemeProvider>
  );
}

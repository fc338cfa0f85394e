import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BannerStack, usePageStartOnNavigation } from '@vg/shared';
import { RemoteOverrideBanner } from '../federation/remote-override-banner';
import { LiveNotifications } from '../notifications/live-notifications';
import { OfflineBar } from '../offline/offline-bar';
import { Footer } from './footer';
import { MobileNav } from './mobile-nav';
import { SkipLinks } from './skip-links';
import { ThemeFromProfile } from './theme-from-profile';
import { TopBar } from './top-bar';

const Main = styled.main`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  /* The screen's height: the footer starts below the fold, so content arriving after the first
     paint never pushes it off the screen (a layout shift); the rendered pages match
     (api/src/features/public-pages/page-styles.ts). */
  min-height: 100vh;
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(2)};
  }
`;

/** The chrome around every page: quiet, so the cars are the heroes. */
export function AppShell({ children }: { children: ReactNode }) {
  usePageStartOnNavigation();
  return (
    <>
      <ThemeFromProfile />
      <SkipLinks />
      <TopBar />
      <OfflineBar />
      <BannerStack>
        <RemoteOverrideBanner />
      </BannerStack>
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
      <MobileNav />
      <LiveNotifications />
    </>
  );
}

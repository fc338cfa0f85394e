import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BannerStack } from '@vg/shared';
import { RemoteOverrideBanner } from '../federation/remote-override-banner';
import { LiveNotifications } from '../notifications/live-notifications';
import { Footer } from './footer';
import { MobileNav } from './mobile-nav';
import { TopBar } from './top-bar';

const Main = styled.main`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  min-height: 60vh;
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(2)};
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.space(1)};
    top: ${({ theme }) => theme.space(1)};
    z-index: ${({ theme }) => theme.zIndex.tooltip};
    background: ${({ theme }) => theme.color.surface};
    padding: ${({ theme }) => theme.space(1)};
  }
`;

/** The chrome around every page: quiet, so the cars are the heroes. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <TopBar />
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

import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '@vg/shared';
import { focusLostWithTheFrame } from '../federation/server-rendered-page';
import { MOBILE_NAV_ID, showsMobileNav } from './mobile-nav-tabs';

const SkipLink = styled.a<{ $phoneOnly?: boolean }>`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.space(1)};
    top: ${({ theme }) => theme.space(1)};
    z-index: ${({ theme }) => theme.zIndex.tooltip};
    background: ${({ theme }) => theme.color.surface};
    padding: ${({ theme }) => theme.space(1)};
  }
  ${({ theme, $phoneOnly }) => ($phoneOnly ? `${theme.media.desktop} { display: none; }` : '')}
`;

const CONTENT = '#main';

/**
 * The first stops of the Tab order: the content, and on a phone the bottom navigation, which
 * otherwise comes after the whole page and its footer (WCAG 2.4.1, 2.4.3).
 */
export function SkipLinks() {
  const { pathname } = useLocation();
  const { status } = useSession();
  const toContent = useRef<HTMLAnchorElement>(null);
  // A page the server rendered has the same skip link, which the first Tab may have reached
  // before the app started: the app's first render removed it, so this one takes the focus.
  useLayoutEffect(() => {
    if (focusLostWithTheFrame()?.getAttribute('href') === CONTENT)
      toContent.current?.focus({ preventScroll: true });
  }, []);
  return (
    <>
      <SkipLink ref={toContent} href={CONTENT}>
        Skip to content
      </SkipLink>
      {showsMobileNav(pathname, status === 'signed-in') ? (
        <SkipLink href={`#${MOBILE_NAV_ID}`} $phoneOnly>
          Skip to navigation
        </SkipLink>
      ) : null}
    </>
  );
}

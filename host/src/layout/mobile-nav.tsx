import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Icon, useSession } from '@vg/shared';
import { MOBILE_NAV_TABS, showsMobileNav } from './mobile-nav-tabs';

const Bar = styled.nav`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${({ theme }) => theme.zIndex.banner};
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.hairlineStrong};
  padding-bottom: env(safe-area-inset-bottom);
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const Tab = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  padding: ${({ theme }) => theme.space(1)} 0;
  min-height: 56px;
  font-size: ${({ theme }) => theme.type.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
  text-decoration: none;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.type.weight.bold};
    box-shadow: inset 0 3px 0 ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

/** The bottom navigation for phones (docs/product.md#navigation): five tabs, the active one highlighted. */
export function MobileNav() {
  const { pathname } = useLocation();
  const { status } = useSession();
  if (!showsMobileNav(pathname, status === 'signed-in')) return null;
  return (
    <Bar aria-label="Mobile navigation" data-testid="mobile-nav">
      {MOBILE_NAV_TABS.map((tab) => {
        const active = tab.isActive(pathname);
        return (
          <Tab key={tab.label} to={tab.to} aria-current={active ? 'page' : undefined}>
            <Icon name={tab.icon} />
            <span>{tab.label}</span>
          </Tab>
        );
      })}
    </Bar>
  );
}

import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Icon, VisuallyHidden, useSession } from '@vg/shared';
import { useUnreadCount } from '../notifications/unread-count';
import { UnreadBadge } from './unread-badge';
import {
  MOBILE_NAV_ID,
  MOBILE_NAV_TABS,
  showsMobileNav,
  type MobileNavTab,
} from './mobile-nav-tabs';

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
  &:focus {
    outline: none;
  }
`;

const Tab = styled(Link)`
  position: relative;
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

const Count = styled(UnreadBadge)`
  top: 2px;
  left: calc(50% + 4px);
`;

/** The Activity tab carries the unread count, as the top bar's bell does on wide screens. */
function ActivityTab({ tab, active }: { tab: MobileNavTab; active: boolean }) {
  const unread = useUnreadCount();
  return (
    <Tab to={tab.to} aria-current={active ? 'page' : undefined}>
      <Icon name={tab.icon} />
      {unread ? <Count count={unread} /> : null}
      <span>
        {tab.label}
        {/* Said, not shown: the name starts with the label people see (WCAG 2.5.3). */}
        {unread ? <VisuallyHidden>, {unread} unread</VisuallyHidden> : null}
      </span>
    </Tab>
  );
}

/** The bottom navigation for phones (docs/product.md#navigation): five tabs, the active one highlighted. */
export function MobileNav() {
  const { pathname } = useLocation();
  const { status } = useSession();
  if (!showsMobileNav(pathname, status === 'signed-in')) return null;
  return (
    // tabIndex -1: the skip link ("Skip to navigation") moves focus here; the next Tab is Home.
    <Bar id={MOBILE_NAV_ID} tabIndex={-1} aria-label="Mobile navigation" data-testid="mobile-nav">
      {MOBILE_NAV_TABS.map((tab) => {
        const active = tab.isActive(pathname);
        if (tab.label === 'Activity')
          return <ActivityTab key={tab.label} tab={tab} active={active} />;
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

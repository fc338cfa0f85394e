import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Icon, VisuallyHidden } from '@vg/shared';
import { useUnreadCount } from '../notifications/unread-count';

const Link = styled(NavLink)`
  position: relative;
  color: inherit;
  display: inline-flex;
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.pill};
  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Count = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  min-width: 18px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
  font-size: ${({ theme }) => theme.type.size.xs};
  font-weight: ${({ theme }) => theme.type.weight.bold};
  line-height: 18px;
  text-align: center;
  ${({ theme }) => theme.type.tabularNums};
`;

/**
 * The bell in the top bar, with the number of unread notifications: the live stream keeps it
 * current, and the account remote's notifications page refreshes it when reading them.
 */
export function NotificationsLink() {
  const unread = useUnreadCount();
  return (
    <Link to="/notifications">
      <Icon name="bell" />
      {/* The name is said in full; the figure on the bell is only seen (no aria-label over it). */}
      <VisuallyHidden>
        {unread ? `Notifications, ${unread} unread` : 'Notifications'}
      </VisuallyHidden>
      {unread ? <Count aria-hidden="true">{unread > 99 ? '99+' : unread}</Count> : null}
    </Link>
  );
}

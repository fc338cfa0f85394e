import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Icon, VisuallyHidden } from '@vg/shared';
import { useUnreadCount } from '../notifications/unread-count';
import { UnreadBadge } from './unread-badge';

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

const Count = styled(UnreadBadge)`
  top: 0;
  right: 0;
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
      {unread ? <Count count={unread} /> : null}
    </Link>
  );
}

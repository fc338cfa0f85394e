import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '@vg/shared';

// The account remote's notifications page invalidates everything under
// ['/api/v1/notifications'], so reading them refreshes this count too.
const UNREAD_COUNT_KEY = ['/api/v1/notifications', 'unread-count'] as const;

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

/** The bell in the top bar, with the number of unread notifications. */
export function NotificationsLink() {
  const { data } = useQuery<{ data: { count: number } }>({ queryKey: UNREAD_COUNT_KEY });
  const unread = data?.data.count ?? 0;
  return (
    <Link
      to="/notifications"
      aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
    >
      <Icon name="bell" />
      {unread ? <Count aria-hidden="true">{unread > 99 ? '99+' : unread}</Count> : null}
    </Link>
  );
}

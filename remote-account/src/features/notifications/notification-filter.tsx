import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { InlineList } from '@vg/shared';
import { NOTIFICATION_GROUPS, type NotificationGroupId } from '../../lib/notification-kinds';

const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.color.hairline};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  text-decoration: none;
  font-size: ${({ theme }) => theme.type.size.sm};

  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    font-weight: ${({ theme }) => theme.type.weight.medium};
  }
  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

/** The address of the page filtered to a group, or unfiltered. */
export function filterSearch(group: NotificationGroupId | null): string {
  return group ? `?kind=${group}` : '';
}

/** Filter chips by group: links, so the address keeps the filter (back, reload, share). */
export function NotificationFilter({ active }: { active: NotificationGroupId | null }) {
  const chips = [{ id: null, label: 'All' }, ...NOTIFICATION_GROUPS];
  return (
    <nav aria-label="Show notifications about">
      <InlineList>
        {chips.map((chip) => (
          <li key={chip.id ?? 'all'}>
            <Chip
              to={{ search: filterSearch(chip.id) }}
              replace
              aria-current={chip.id === active ? 'true' : undefined}
            >
              {chip.label}
            </Chip>
          </li>
        ))}
      </InlineList>
    </nav>
  );
}

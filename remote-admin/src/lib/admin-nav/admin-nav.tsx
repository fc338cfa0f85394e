import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

/** The admin screens, in the order an admin works through them. */
export const ADMIN_SECTIONS = [
  { to: '/admin', label: 'Overview' },
  { to: '/admin/showcase', label: 'Showcase' },
  { to: '/admin/feedback', label: 'Feedback' },
  { to: '/admin/photos', label: 'Photos' },
  { to: '/admin/reports', label: 'Reports' },
  { to: '/admin/jobs', label: 'Failed jobs' },
] as const;

const Bar = styled.nav`
  border-bottom: 1px solid ${({ theme }) => theme.color.hairline};
  overflow-x: auto;

  ul {
    display: flex;
    gap: ${({ theme }) => theme.space(0.5)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Item = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.type.weight.medium};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.primary};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    ${({ theme }) => theme.focusRing}
    outline-offset: -3px;
  }
  /* Tighter on phones; the bar scrolls sideways if five do not fit. */
  ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.space(1)};
  }
`;

/** Overview / Showcase / Feedback / Photos / Reports / Failed jobs: the current screen carries aria-current="page". */
export function AdminNav() {
  return (
    <Bar aria-label="Administration">
      <ul>
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.to}>
            {/* `end`: /admin is only current on the overview itself, not on every /admin/* page. */}
            <Item to={section.to} end>
              {section.label}
            </Item>
          </li>
        ))}
      </ul>
    </Bar>
  );
}

import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { MEMBER_LINKS, MEMBER_PHONE_LINKS, VISITOR_LINKS } from '@vg/contract/rules';
import { ButtonLink, useSession } from '@vg/shared';
import { ChangesWaitingLink } from '../offline/changes-waiting-link';
import { AccountMenu } from './account-menu';
import { NotificationsLink } from './notifications-link';
import { PhoneMenu } from './phone-menu';

// Racing green in both schemes (color.bar): the mark's place, light or dark.
const Header = styled.header`
  background: ${({ theme }) => theme.color.bar};
  color: ${({ theme }) => theme.color.onBar};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(3)};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const Mark = styled(Link)`
  font-family: ${({ theme }) => theme.type.heading};
  font-size: ${({ theme }) => theme.type.size.xl};
  color: inherit;
  text-decoration: none;
  white-space: nowrap;
  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.type.size.lg};
  }
  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

const MainNav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  flex: 1;
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
  a {
    color: inherit;
    text-decoration: none;
    padding: ${({ theme }) => theme.space(0.5)} 0;
    border-bottom: 2px solid transparent;
  }
  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.color.accent};
  }
  a:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-left: auto;
`;

const TextLink = styled(Link)`
  color: inherit;
  white-space: nowrap;
  padding: ${({ theme }) => theme.space(1)};
  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

/** Wide screens: mark, main navigation, notifications and the account menu. */
export function TopBar() {
  const { status } = useSession();
  const signedIn = status === 'signed-in';
  // A stored session being checked is most likely a member's (and a member's rendered page shows
  // their links already): their links stay, rather than a visitor's for a moment.
  const links = status === 'signed-out' ? VISITOR_LINKS : MEMBER_LINKS;
  return (
    <Header>
      <Inner>
        <Mark to="/">Vintage Garage</Mark>
        <MainNav aria-label="Main navigation">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to}>
              {link.label}
            </NavLink>
          ))}
        </MainNav>
        <Actions>
          {status === 'verifying' ? null : (
            <PhoneMenu links={signedIn ? MEMBER_PHONE_LINKS : VISITOR_LINKS} />
          )}
          {signedIn ? (
            <>
              <ChangesWaitingLink />
              <NotificationsLink />
              <AccountMenu />
            </>
          ) : status === 'signed-out' ? (
            <>
              <TextLink to="/sign-in">Sign in</TextLink>
              <ButtonLink to="/register" variant="secondary" size="sm">
                Register
              </ButtonLink>
            </>
          ) : null}
        </Actions>
      </Inner>
    </Header>
  );
}

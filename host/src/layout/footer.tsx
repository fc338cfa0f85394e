import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useContactDialog, useSession } from '@vg/shared';
import { ThemeSelect } from './theme-select';

const Foot = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.color.hairline};
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.size.sm};
  ${({ theme }) => theme.media.mobile} {
    padding-bottom: calc(${({ theme }) => theme.space(10)} + env(safe-area-inset-bottom));
  }
`;

const Links = styled.nav`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  a,
  button {
    color: inherit;
    background: none;
    border: 0;
    padding: 0;
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
  a:focus-visible,
  button:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
  span {
    margin-left: auto;
  }
`;

export function Footer() {
  const { openContact } = useContactDialog();
  // A member's choice is their profile's (Appearance); a visitor's is this browser's, made here.
  const visitor = useSession().status !== 'signed-in';
  return (
    <Foot>
      <Links aria-label="Footer">
        <Link to="/help">Help</Link>
        <Link to="/terms">Terms</Link>
        <Link to="/privacy-policy">Privacy</Link>
        <button type="button" onClick={openContact}>
          Contact Us
        </button>
        {visitor ? <ThemeSelect /> : null}
        <span>Vintage Garage: a logbook for cars with a past.</span>
      </Links>
    </Foot>
  );
}

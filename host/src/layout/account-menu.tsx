import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Icon, useContactDialog, useSession } from '@vg/shared';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  background: transparent;
  border: 1px solid rgba(255, 255, 255, 0.4);
  border-radius: ${({ theme }) => theme.radius.pill};
  color: inherit;
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(1.5)};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space(1)});
  z-index: ${({ theme }) => theme.zIndex.overlay};
  min-width: 200px;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.hairlineStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.floating};
  a,
  button {
    display: block;
    width: 100%;
    text-align: left;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    background: none;
    border: 0;
    font: inherit;
    color: inherit;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover,
  a:focus-visible,
  button:focus-visible {
    background: ${({ theme }) => theme.color.surfaceSunken};
    outline: none;
  }
`;

/** The signed-in person's menu: profile, admin, contact and sign-out. */
export function AccountMenu() {
  const { user, isAdmin, signOut } = useSession();
  const { openContact } = useContactDialog();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <Wrapper
      ref={wrapper}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <Trigger
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="user" />
        <span>{user?.username ?? 'Account'}</span>
      </Trigger>
      {open ? (
        <Menu id={menuId} aria-label="Account">
          <li>
            <Link to="/profile" onClick={close}>
              Profile
            </Link>
          </li>
          <li>
            <Link to="/notifications" onClick={close}>
              Notifications
            </Link>
          </li>
          {isAdmin ? (
            <li>
              <Link to="/admin" onClick={close}>
                Admin
              </Link>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                openContact();
              }}
            >
              Contact Us
            </button>
          </li>
          <li>
            <button
              type="button"
              onClick={async () => {
                close();
                await signOut();
                navigate('/');
              }}
            >
              Sign out
            </button>
          </li>
        </Menu>
      ) : null}
    </Wrapper>
  );
}

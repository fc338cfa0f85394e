import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Icon, useContactDialog, useSession } from '@vg/shared';

const Wrapper = styled.div`
  position: relative;
  min-width: 0;
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
  min-width: 0;
  max-width: min(45vw, 280px);
  /* A long username is cut short, never the icon squeezed. */
  svg {
    flex: none;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* A phone's bar holds the mark and a few icons: the name is said, not shown (still the
     button's name), so a long one never pushes the bar past the screen. */
  ${({ theme }) => theme.media.mobile} {
    min-width: 44px;
    min-height: 44px;
    justify-content: center;
    padding: ${({ theme }) => theme.space(0.5)};
    span {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      clip: rect(0 0 0 0);
      clip-path: inset(50%);
    }
  }
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
  /* Never cut off by the window: narrower than the screen, and it scrolls when short of height. */
  max-width: calc(100vw - ${({ theme }) => theme.space(2)});
  max-height: calc(100dvh - 80px);
  overflow-y: auto;
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
    min-height: 44px;
    text-align: left;
    padding: ${({ theme }) => theme.space(1.25)} ${({ theme }) => theme.space(2)};
    background: none;
    border: 0;
    font: inherit;
    color: inherit;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover,
  a:focus,
  button:focus {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  a:focus-visible,
  button:focus-visible {
    ${({ theme }) => theme.focusRing}
    outline-offset: -4px;
    box-shadow: none;
  }
`;

type MenuStart = 'first' | 'last';

/** The items of the open menu, in order (WAI-ARIA menu button pattern). */
function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

/** Where an arrow key, Home or End takes focus from `current`; null for any other key. */
function nextIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The signed-in person's menu: profile, admin, contact and sign-out. A menu button (WAI-ARIA
 * APG): Enter, Space or ArrowDown open it on the first item, ArrowUp on the last; the arrow keys,
 * Home and End move; Escape closes it and gives focus back to the button; Tab leaves it closed.
 */
export function AccountMenu() {
  const { user, isAdmin, signOut } = useSession();
  const { openContact } = useContactDialog();
  const navigate = useNavigate();
  const [openAt, setOpenAt] = useState<MenuStart | null>(null);
  const open = openAt !== null;
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('mousedown', closeOnOutside);
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [open]);

  useEffect(() => {
    if (!openAt) return;
    const items = menuItems(menu.current);
    (openAt === 'first' ? items[0] : items.at(-1))?.focus();
  }, [openAt]);

  const close = () => setOpenAt(null);
  /** Closes and puts focus back on the button, so what comes next starts from there. */
  const closeToTrigger = () => {
    close();
    trigger.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeToTrigger();
      return;
    }
    if (event.key === 'Tab') {
      close();
      return;
    }
    const items = menuItems(menu.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next = nextIndex(event.key, current, items.length);
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpenAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  return (
    <Wrapper ref={wrapper}>
      <Trigger
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onKeyDown={onTriggerKeyDown}
        // Enter, Space or a click open it on the first item; pressed again it closes.
        onClick={() => setOpenAt((value) => (value ? null : 'first'))}
      >
        <Icon name="user" />
        {/* The name the member chose for others to see, as everywhere else. */}
        <span>{user?.displayName ?? user?.username ?? 'Account'}</span>
      </Trigger>
      {open ? (
        <Menu id={menuId} ref={menu} role="menu" aria-label="Account" onKeyDown={onMenuKeyDown}>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} to="/profile" onClick={close}>
              Profile
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} to="/notifications" onClick={close}>
              Notifications
            </Link>
          </li>
          {isAdmin ? (
            <li role="none">
              <Link role="menuitem" tabIndex={-1} to="/admin" onClick={close}>
                Admin
              </Link>
            </li>
          ) : null}
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                // Focus goes back to the menu's button first: the dialog returns it there.
                closeToTrigger();
                openContact();
              }}
            >
              Contact Us
            </button>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
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

import { useRef } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { SiteLink } from '@vg/contract/rules';
import { Icon, VisuallyHidden } from '@vg/shared';

const Disclosure = styled.details`
  position: relative;
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
  summary {
    list-style: none;
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(0.5)};
    min-height: 44px;
    min-width: 44px;
    justify-content: center;
    cursor: pointer;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

const Links = styled.nav`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space(1)});
  z-index: 20;
  min-width: 200px;
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space(1)} 0;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.hairline};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.menu};
  a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  }
  a[aria-current='page'] {
    font-weight: ${({ theme }) => theme.type.weight.medium};
    color: ${({ theme }) => theme.color.primary};
  }
  a:focus-visible {
    ${({ theme }) => theme.focusRing}
    outline-offset: -3px;
  }
`;

/**
 * Phones: the ways in that neither the shrunken top bar nor the bottom navigation holds. A
 * disclosure element, so it opens on a page rendered at build time before any script runs
 * (docs/adr/0013); a chosen link closes it.
 */
export function PhoneMenu({ links }: { links: readonly SiteLink[] }) {
  const details = useRef<HTMLDetailsElement>(null);
  return (
    <Disclosure ref={details}>
      {/* The icon alone, the word said: a phone's bar also holds the mark, Sign in and Register. */}
      <summary>
        <Icon name="menu" size={22} />
        <VisuallyHidden>Menu</VisuallyHidden>
      </summary>
      <Links
        aria-label="Menu"
        onClick={(event) => {
          if ((event.target as Element).closest('a') && details.current)
            details.current.open = false;
        }}
      >
        {links.map((link) => (
          <NavLink key={link.to} to={link.to}>
            {link.label}
          </NavLink>
        ))}
      </Links>
    </Disclosure>
  );
}

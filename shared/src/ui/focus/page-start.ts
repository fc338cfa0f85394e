import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

// A page the member is sent to (a link followed, a form's outcome) starts at its top with its
// heading focused, so a screen reader announces where they are and the banner above the heading
// is in view (docs/product.md#garage). A browser does both on a full load only: the router moves
// between pages without one, and the window kept the scroll of the long form just submitted.
// Back and Forward keep the browser's own restoring; a fragment scrolls to its target instead.

let headingWanted = false;

/** The page's heading takes the focus, unless the page or the member already put it elsewhere. */
export function focusHeadingIfWanted(heading: HTMLElement | null): void {
  if (!headingWanted || !heading) return;
  const active = document.activeElement;
  if (active && active !== document.body && active.id !== 'main') return;
  heading.focus({ preventScroll: true });
}

/** In the shell, once: every new page the member is sent to opens at its top. */
export function usePageStartOnNavigation(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(location);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before === location || navigationType !== 'PUSH' || location.hash) return;
    if (before.pathname === location.pathname && before.search === location.search) return;
    window.scrollTo(0, 0);
    headingWanted = true;
    // This page's heading may be drawn already (the shell's effect runs after its children's).
    focusHeadingIfWanted(document.querySelector<HTMLElement>('#main h1'));
  }, [location, navigationType]);

  // Once the member acts, the page is theirs: a heading drawn later must not take the focus.
  useEffect(() => {
    const settle = () => {
      headingWanted = false;
    };
    document.addEventListener('pointerdown', settle, true);
    document.addEventListener('keydown', settle, true);
    return () => {
      document.removeEventListener('pointerdown', settle, true);
      document.removeEventListener('keydown', settle, true);
    };
  }, []);
}

import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { focusLostFrom, type ServerRenderedPage } from './server-rendered-page';

/**
 * The server's HTML of this page, moved into place in the same frame React commits (a layout
 * effect), so nothing flashes and a field being typed in keeps its focus. Its links navigate inside
 * the app rather than reloading the page.
 */
export function ServerRenderedContent({ page }: { page: ServerRenderedPage }) {
  const holder = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useLayoutEffect(() => {
    const element = holder.current;
    if (!element) return;
    element.append(page.node);
    // Typing goes on where it was: the move must not cost the field its focus.
    focusLostFrom(page.node)?.focus({ preventScroll: true });
    return () => page.node.remove();
  }, [page]);

  const followInApp = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || link.target) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  // A container for the server's markup; the click handler only routes its links (Enter on a
  // focused link is a click too).
  return <div ref={holder} onClick={followInApp} data-testid="server-rendered" />;
}

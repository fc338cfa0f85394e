// A public page's HTML arrives rendered by the API (docs/adr/0009): its heading, photo and
// particulars inside #root, marked data-vg-ssr="<remote>/<page>". React replaces #root's content
// on its first render, so the marked node is taken aside here, when this module is first imported
// (before the app renders), and handed to the RemotePage of that route, which keeps it on screen
// until the remote page has rendered its own content in its place.
import { useSyncExternalStore } from 'react';
import { getToken, memberOfToken } from '@vg/shared';

export interface ServerRenderedPage {
  /** '<remote>/<page>': which remote page renders this content. */
  owner: string;
  /** The address it was rendered for: it stands in for that page only. */
  location: string;
  node: HTMLElement;
  /** A member's own page (docs/adr/0020): whose it is. */
  member: string | null;
}

const here = () => `${window.location.pathname}${window.location.search}`;

function capture(): ServerRenderedPage | null {
  if (typeof document === 'undefined') return null;
  const node = document.querySelector<HTMLElement>('#root [data-vg-ssr]');
  const owner = node?.dataset.vgSsr;
  if (!node || !owner) return null;
  followFocus();
  return { owner, location: here(), node, member: node.dataset.vgMember ?? null };
}

// The element last focused on the page. React's first render empties #root before the server's
// copy is moved back in (server-rendered-content.tsx), which takes the focus from a field the
// visitor is typing in; the move gives it back.
let lastFocused: Element | null = null;
let following = false;
function followFocus() {
  lastFocused = document.activeElement;
  if (following) return;
  following = true;
  document.addEventListener('focusin', (event) => (lastFocused = event.target as Element), true);
}

/** The element that had focus before the page moved, when the focus has gone nowhere since. */
function lostFocus(): HTMLElement | null {
  const active = document.activeElement;
  if (active && active !== document.body && active !== document.documentElement) return null;
  return lastFocused instanceof HTMLElement ? lastFocused : null;
}

/** The field inside `node` that had focus before a move lost it, if any. */
export function focusLostFrom(node: HTMLElement): HTMLElement | null {
  const lost = lostFocus();
  return lost && node.contains(lost) ? lost : null;
}

/**
 * What had focus in the server's frame around its content (its skip link) until the app's first
 * render replaced the frame with its own, if the focus has gone nowhere since: the app's twin then
 * takes it, so the Tab that reached it before the app started is not lost.
 */
export function focusLostWithTheFrame(): HTMLElement | null {
  const lost = lostFocus();
  return lost && !lost.isConnected ? lost : null;
}

let captured = capture();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * The server's content shown now: rendered for this address and, when it is a member's own page,
 * for the member signed in here (another member's session may have taken over since the page was
 * asked for: a sign-in's answer in the address, another tab).
 */
export function serverRenderedHere(): ServerRenderedPage | null {
  if (!captured || captured.location !== here()) return null;
  if (captured.member !== null && captured.member !== memberOfToken(getToken())) return null;
  return captured;
}

/** The server's content for this remote page, if it stands in for it now (serverRenderedHere). */
export function serverRenderedFor(remote: string, page: string): ServerRenderedPage | null {
  const shown = serverRenderedHere();
  return shown?.owner === `${remote}/${page}` ? shown : null;
}

/** The remote page has rendered its own content: the server's is not shown again. */
export function releaseServerRendered(page: ServerRenderedPage): void {
  if (captured !== page) return;
  captured = null;
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Is the server's copy of this address still on screen? A module the host composes under the page
 * (docs/adr/0008) waits out of sight meanwhile: shown under the server's copy, it would be pushed
 * down when the remote page takes its place.
 */
export function useServerRenderedPending(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => captured !== null && captured.location === here(),
    () => false,
  );
}

/** For tests: take the marked content of the document as it is now. */
export function captureServerRendered(): void {
  captured = capture();
  changed();
}

/**
 * Has a remote page finished rendering its content? It has a heading and no loading state (the
 * kit's LoadingState is a polite status reading 'Loading...').
 */
export function hasSettled(container: HTMLElement): boolean {
  if (!container.querySelector('h1')) return false;
  return ![...container.querySelectorAll('[role="status"]')].some((status) =>
    /Loading/.test(status.textContent ?? ''),
  );
}

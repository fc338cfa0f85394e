// Where focus goes when a dialog closes (WCAG 2.4.3): back to what opened it. When that is gone
// (a "Feature" button that became "Edit", a hidden comment's own Hide button), to the first thing
// that can take focus in the nearest part of the page that is still there, so the next Tab goes
// on from where the person was rather than from the top of the page.

export interface FocusOrigin {
  element: HTMLElement;
  /** The opener's ancestors, nearest first, noted while it was on the page. */
  ancestors: HTMLElement[];
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What has focus now, with the way up to the page; null when nothing does. */
export function currentFocusOrigin(): FocusOrigin | null {
  if (typeof document === 'undefined') return null;
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const ancestors: HTMLElement[] = [];
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement)
    ancestors.push(node);
  return { element, ancestors };
}

/** Focuses the opener, else `fallback`, else the first focusable near where the opener was. */
export function returnFocus(origin: FocusOrigin | null, fallback?: HTMLElement | null): boolean {
  const target =
    (origin?.element.isConnected ? origin.element : null) ??
    (fallback?.isConnected ? fallback : null) ??
    origin?.ancestors
      .filter((ancestor) => ancestor.isConnected)
      .map((ancestor) => ancestor.querySelector<HTMLElement>(FOCUSABLE))
      .find((candidate) => candidate !== null);
  if (!target) return false;
  target.focus();
  return true;
}

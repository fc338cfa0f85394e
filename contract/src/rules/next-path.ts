// Where a member may be sent once signed in (docs/security.md T47): one rule for the API's sign-in
// forms, Google's return and the app, so none of them can be talked into sending a fresh session to
// another site. A browser reads an address the way the WHATWG URL standard does: it strips tabs and
// newlines, takes a backslash for a slash and resolves dot segments, so '/\t/evil.example' and
// '/.//evil.example' both become another host. The rule resolves the address exactly so, keeps it only
// when it stays on this site, and answers it written as a browser would read it (plain ASCII, which
// also keeps it a valid Location header).

/** Where a member goes when no `next` is given, or the one given is refused. */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';
/** The longest `next` taken (the forms' and the page's field limit). */
export const NEXT_PATH_MAX_LENGTH = 2048;

// C0 and C1 controls, DEL, and the backslash: a path of this site never needs them, and each is
// read differently by different parsers.
// eslint-disable-next-line no-control-regex
const REFUSED_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\\]/;

export interface SameSitePathOptions {
  /** Keep a `#fragment` (the app navigates to it); the API drops it, its answer's fragment is taken. */
  keepFragment?: boolean;
}

/**
 * The path of this site (`/vehicles/42?tab=records`) that `next` leads to when resolved against
 * `origin`, or null when it leads anywhere else or is not a plain path of this site.
 */
export function sameSitePath(
  next: unknown,
  origin: string,
  { keepFragment = true }: SameSitePathOptions = {},
): string | null {
  if (typeof next !== 'string' || next.length > NEXT_PATH_MAX_LENGTH) return null;
  if (!next.startsWith('/') || REFUSED_CHARACTERS.test(next)) return null;
  let site: URL;
  let resolved: URL;
  try {
    site = new URL(origin);
    resolved = new URL(next, site);
  } catch {
    return null;
  }
  if (resolved.origin !== site.origin) return null;
  const path = resolved.pathname + resolved.search + (keepFragment ? resolved.hash : '');
  // Dot segments can leave '//' at the start of the resolved path ('/.//evil.example'): written
  // back as an address, that is another host.
  if (path.startsWith('//')) return null;
  return new URL(path, site).origin === site.origin ? path : null;
}

/**
 * A page that carries where its visitor was going (a hand-over's page) on to the next step:
 * `/register?next=…` from the sign-in page, `/verify-email?next=…` once registered. `next` must
 * already be a path of this site (sameSitePath).
 */
export const withNext = (path: string, next: string | null): string =>
  next ? `${path}?next=${encodeURIComponent(next)}` : path;

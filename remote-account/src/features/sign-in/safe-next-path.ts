export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/**
 * Where to go after signing in: the `next` parameter when it is a path on this site, else the
 * dashboard. '//evil.example' and '/\evil.example' are read by browsers as other hosts, and any
 * scheme ('https:', 'javascript:') is refused, so a crafted sign-in link cannot send a person away.
 */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  // Control characters (tabs, newlines) are stripped by URL parsers and could rebuild '//'.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(next)) return DEFAULT_AFTER_SIGN_IN;
  return next;
}

// What a stored token says of itself, read without checking its signature: only the API's check
// decides who is signed in. These readings pick a local database, a cookie's lifetime, or whether
// a rendered page is this member's; none of them grants anything.

function claimsOf(token: string | null): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The member a token names (its `sub`). */
export function memberOfToken(token: string | null): string | null {
  const sub = claimsOf(token)?.sub;
  return typeof sub === 'string' && /^[0-9a-f-]{36}$/i.test(sub) ? sub : null;
}

/** When a token stops being accepted (its `exp`, in seconds). */
export function expiryOfToken(token: string | null): number | null {
  const exp = claimsOf(token)?.exp;
  return typeof exp === 'number' ? exp : null;
}

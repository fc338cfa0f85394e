import { writePageSessionCookie } from './page-session-cookie';

// The session token lives in localStorage so every tab shares one sign-in. Storage can throw
// (privacy modes, quota, sandboxed frames); a throwing storage simply means "no token". The page
// session cookie follows it (page-session-cookie.ts).
export const TOKEN_STORAGE_KEY = 'vg_auth_jwt';

const tokenListeners = new Set<() => void>();

function notifyTokenListeners(): void {
  tokenListeners.forEach((listener) => listener());
}

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Nothing to do: the session just cannot persist in this browser.
    return notifyTokenListeners();
  }
  writePageSessionCookie(token);
  notifyTokenListeners();
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing to do: an unreadable storage already yields no token.
  }
  writePageSessionCookie(null);
  notifyTokenListeners();
}

/** True for a `storage` event (fired by another tab) that touched the token. */
export function isTokenStorageEvent(event: StorageEvent): boolean {
  // A null key means the other tab cleared the whole storage.
  return event.key === TOKEN_STORAGE_KEY || event.key === null;
}

/** Calls `listener` whenever the token changes, in this tab or in another one. */
export function subscribeToken(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (isTokenStorageEvent(event)) listener();
  };
  tokenListeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    tokenListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

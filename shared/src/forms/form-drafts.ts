import { clearFormDrafts, DRAFT_STORAGE_PREFIX, getToken, subscribeToken } from '@vg/shared';

/** The shared prefix: sign-out clears every draft at once. */
export const DRAFT_PREFIX = DRAFT_STORAGE_PREFIX;

interface StoredDraft<Values> {
  /** Whose draft it is: a draft never reappears for another account on a shared computer. */
  userId: string;
  savedAt: string;
  values: Values;
}

const storageKey = (key: string) => `${DRAFT_PREFIX}${key}`;

// Storage may throw (privacy modes, quota); a draft is a convenience, never a reason to fail.
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function readDraft<Values>(key: string, userId: string | undefined): Values | null {
  if (!userId) return null;
  return attempt(() => {
    const raw = window.localStorage.getItem(storageKey(key));
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft<Values>;
    if (draft.userId === userId) return draft.values;
    // Left by someone who signed out while no form was open: it is nobody's draft now.
    window.localStorage.removeItem(storageKey(key));
    return null;
  }, null);
}

export function writeDraft<Values>(key: string, userId: string | undefined, values: Values): void {
  if (!userId) return;
  const draft: StoredDraft<Values> = { userId, savedAt: new Date().toISOString(), values };
  attempt(() => window.localStorage.setItem(storageKey(key), JSON.stringify(draft)), undefined);
}

export function clearDraft(key: string): void {
  attempt(() => window.localStorage.removeItem(storageKey(key)), undefined);
}

let watchingSignOut = false;

/**
 * Clears every draft when the token goes away, here or in another tab (the session provider clears
 * them on its own sign-out). Drafts are also stamped with their user id, so one written before a
 * sign-out this page did not witness is still never shown to the next person.
 */
export function clearDraftsOnSignOut(): void {
  if (watchingSignOut || typeof window === 'undefined') return;
  watchingSignOut = true;
  subscribeToken(() => {
    if (getToken() === null) clearFormDrafts();
  });
}

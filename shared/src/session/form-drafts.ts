/** Every form draft of every remote lives under this prefix in localStorage. */
export const DRAFT_STORAGE_PREFIX = 'vg_draft:';

/** Sign-out leaves no half-typed form behind on a shared computer. */
export function clearFormDrafts(): void {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, index) =>
      window.localStorage.key(index),
    );
    for (const key of keys) {
      if (key?.startsWith(DRAFT_STORAGE_PREFIX)) window.localStorage.removeItem(key);
    }
  } catch {
    // Storage refused: there is nothing we could have stored either.
  }
}

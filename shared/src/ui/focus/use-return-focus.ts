import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Focus goes back to what opened a form or panel when it closes (WCAG 2.4.3), as the Dialog does:
 * `remember()` when opening notes what has focus, `restore()` when closing gives it back after the
 * next render. If the opener has gone meanwhile (an empty state's button, replaced by the new
 * entry), focus goes to `fallbackRef` (a button that is always there).
 */
export function useReturnFocus<T extends HTMLElement = HTMLElement>() {
  const opener = useRef<HTMLElement | null>(null);
  const fallbackRef = useRef<T>(null);
  const [restoring, setRestoring] = useState(0);

  useEffect(() => {
    if (restoring === 0) return;
    const target = opener.current?.isConnected ? opener.current : fallbackRef.current;
    target?.focus();
  }, [restoring]);

  const remember = useCallback(() => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);
  const restore = useCallback(() => setRestoring((count) => count + 1), []);

  return { remember, restore, fallbackRef };
}

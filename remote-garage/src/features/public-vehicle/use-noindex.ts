import { useEffect } from 'react';

/** Asks search engines not to index the page while it is shown (share links are for their recipients). */
export function useNoIndex(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, [active]);
}

import { useEffect } from 'react';
import { showBanner, useSession } from '@vg/shared';

export const UNVERIFIED_BANNER_TEXT =
  'Please verify your email address: we sent you a link. You can send a new one from the Verify email page.';

// Remembered for the browser session, so a dismissed reminder stays dismissed.
const shownKey = (userId: string) => `vg_unverified_notice:${userId}`;

/** Unverified accounts can use the garage, but are asked to verify, once per session. */
export function useUnverifiedBanner() {
  const { user } = useSession();
  const unverifiedId = user && !user.emailVerified ? user.id : null;
  useEffect(() => {
    if (!unverifiedId) return;
    try {
      if (window.sessionStorage.getItem(shownKey(unverifiedId))) return;
      window.sessionStorage.setItem(shownKey(unverifiedId), '1');
    } catch {
      // Storage refused: show it; at worst it is shown again after a reload.
    }
    showBanner({ kind: 'warning', text: UNVERIFIED_BANNER_TEXT, sticky: true });
  }, [unverifiedId]);
}

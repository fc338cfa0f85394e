import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { dismissBanner, showBanner, useSession } from '@vg/shared';

export const UNVERIFIED_BANNER_TEXT =
  'Please verify your email address: we sent you a link. You can send a new one from the Verify email page.';

/** The page the text names; the banner links to it. */
const VERIFY_EMAIL_LINK = { to: '/verify-email', label: 'Verify email page' } as const;

/** The pages that deal with the address themselves: a warning above them would be stale or doubled. */
const EMAIL_PAGES = ['/email/confirm', '/verify-email'];

// Remembered for the browser session, so a dismissed reminder stays dismissed; the value is the
// banner's id, so the reminder can be taken down once the address is confirmed.
const shownKey = (userId: string) => `vg_unverified_notice:${userId}`;

function readShown(userId: string): string | null {
  try {
    return window.sessionStorage.getItem(shownKey(userId));
  } catch {
    return null;
  }
}

function forgetShown(userId: string) {
  try {
    window.sessionStorage.removeItem(shownKey(userId));
  } catch {
    // Storage refused: nothing was remembered.
  }
}

/** Unverified accounts can use the garage, but are asked to verify, once per session. */
export function useUnverifiedBanner() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const onEmailPage = EMAIL_PAGES.includes(pathname);
  const userId = user?.id ?? null;
  const verified = user?.emailVerified ?? false;

  useEffect(() => {
    if (!userId) return;
    const shownId = readShown(userId);
    if (verified) {
      // Confirmed (on /email/confirm, or in another tab): "Please verify" would now be wrong.
      if (shownId) dismissBanner(shownId);
      return;
    }
    if (onEmailPage) {
      // The page the banner points to, or the one confirming: the reminder steps aside, and is
      // shown again on the next other page while the address waits.
      if (shownId) {
        dismissBanner(shownId);
        forgetShown(userId);
      }
      return;
    }
    if (shownId) return;
    const id = showBanner({
      kind: 'warning',
      text: UNVERIFIED_BANNER_TEXT,
      sticky: true,
      link: VERIFY_EMAIL_LINK,
    });
    try {
      window.sessionStorage.setItem(shownKey(userId), id);
    } catch {
      // Storage refused: at worst the reminder is shown again after a reload.
    }
  }, [userId, verified, onEmailPage]);
}

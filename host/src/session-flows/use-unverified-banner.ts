import { useEffect } from 'react';
import { useBanners, useSession } from '@vg/shared';

export const UNVERIFIED_BANNER_TEXT =
  'Please verify your email address: we sent you a link. You can send a new one from the Verify email page.';

/** Unverified accounts can use the garage, but are asked to verify, once per session. */
export function useUnverifiedBanner() {
  const { user } = useSession();
  const { banners, showBanner } = useBanners();
  const needsBanner = user !== null && !user.emailVerified;
  const shown = banners.some((banner) => banner.text === UNVERIFIED_BANNER_TEXT);
  useEffect(() => {
    if (needsBanner && !shown) {
      showBanner({ kind: 'warning', text: UNVERIFIED_BANNER_TEXT, sticky: true });
    }
    // Only when the person changes: a dismissed banner stays dismissed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsBanner, user?.id]);
}

import { useEffect, useRef } from 'react';
import { toast, useSession } from '@vg/shared';
import { parseIdentityCallback } from './parse-address';

/**
 * The Google sign-in callback: store the token, clear the fragment, refresh
 * the user, then either ask for consent or welcome the person back.
 */
export function useIdentityCallback(openConsent: (username: string) => void) {
  const { signIn } = useSession();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    const callback = parseIdentityCallback(window.location.hash);
    if (!callback) return;
    handled.current = true;
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
    void signIn(callback.token).then((user) => {
      if (callback.needsConsent) {
        openConsent(user?.username ?? '');
      } else {
        toast({
          title: 'Welcome back!',
          description: 'You have successfully signed in with Google.',
        });
      }
    });
  }, [signIn, openConsent]);
}

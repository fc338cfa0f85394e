import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { finishFormSignIn, finishGoogleSignIn, toast, useSession } from '@vg/shared';
import { parseIdentityCallback } from './parse-address';

export const FOREIGN_SIGN_IN_TOAST = {
  title: 'You were not signed in',
  description:
    'That sign-in link was not started in this browser. To sign in, use Sign in or Sign in with Google.',
} as const;

/**
 * The Google sign-in callback (and a sign-in form's, posted before the app started): clear the fragment; accept the token only when its login value is
 * the one this tab kept before leaving for the provider (docs/security.md T40, login CSRF); then
 * store it, refresh the user, and either ask for consent or welcome the person back (or return to
 * the page that sent them to sign in again).
 */
export function useIdentityCallback(openConsent: (username: string) => void) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    const callback = parseIdentityCallback(window.location.hash);
    if (!callback) return;
    handled.current = true;
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
    if (callback.viaForm) {
      // The form already went where it was sent (the page it names); nothing to welcome.
      if (finishFormSignIn(callback.login)) void signIn(callback.token);
      else toast({ ...FOREIGN_SIGN_IN_TOAST, variant: 'destructive' });
      return;
    }
    const started = finishGoogleSignIn(callback.login);
    if (!started.accepted) {
      toast({ ...FOREIGN_SIGN_IN_TOAST, variant: 'destructive' });
      return;
    }
    void signIn(callback.token).then((user) => {
      if (callback.needsConsent) {
        openConsent(user?.username ?? '');
        return;
      }
      if (started.returnTo) navigate(started.returnTo, { replace: true });
      toast({
        title: 'Welcome back!',
        description: 'You have successfully signed in with Google.',
      });
    });
  }, [signIn, openConsent, navigate]);
}

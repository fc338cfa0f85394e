import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { finishFormSignIn, finishGoogleSignIn, toast, useSession } from '@vg/shared';
import { parseIdentityCallback } from './parse-address';

export const FOREIGN_SIGN_IN_TOAST = {
  title: 'You were not signed in',
  description:
    'That sign-in link was not started in this browser. To sign in, use Sign in or Sign in with Google.',
} as const;

/**
 * The Google sign-in callback (and a sign-in form's, posted before the app started): clear the
 * fragment; accept the token only when its login value is the one this browser kept before leaving
 * (the tab's, or this site's cookie after a rendered page: docs/security.md T40, login CSRF); then
 * store it, refresh the user, and either ask for consent or welcome the person back (or return to
 * the page that sent them to sign in again).
 */
export function useIdentityCallback(openConsent: (username: string) => void) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    const callback = parseIdentityCallback(hash);
    if (!callback) return;
    handled.current = true;
    // Through the router, so the page waiting for this session (routes/guards.tsx) sees it taken.
    const clearFragment = () => void navigate({ pathname, search }, { replace: true });
    if (!callback.fromGoogle) {
      // A form already went where it was sent (the page it names); nothing to welcome.
      // The token is stored before the fragment goes: the waiting page never sees an empty address
      // and no session at once.
      if (finishFormSignIn(callback.login)) void signIn(callback.token);
      else toast({ ...FOREIGN_SIGN_IN_TOAST, variant: 'destructive' });
      clearFragment();
      return;
    }
    clearFragment();
    // Started by the app (the value kept in this tab) or by the rendered page's link (in a cookie).
    const started = callback.viaForm
      ? { accepted: finishFormSignIn(callback.login), returnTo: null }
      : finishGoogleSignIn(callback.login);
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
  }, [signIn, openConsent, navigate, pathname, search, hash]);
}

import type { MouseEvent } from 'react';
import { ButtonLink, GOOGLE_SIGN_IN_PATH, Icon, startGoogleSignIn } from '@vg/shared';

export interface GoogleSignInLinkProps {
  /** Where the app goes once signed in; the home page (or consent) when not given. */
  returnTo?: string;
  children?: string;
}

/**
 * A full page navigation to the API, which starts the OpenID Connect flow (authorization code +
 * PKCE) and redirects back, dressed as the kit's button. As the person leaves, the tab keeps a fresh
 * value and the link carries it (docs/security.md T40): the app accepts the returning token only
 * with it.
 */
export function GoogleSignInLink({
  returnTo,
  children = 'Sign in with Google',
}: GoogleSignInLinkProps) {
  // The browser follows the address the link has once the click's handlers ran.
  const leave = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = startGoogleSignIn(returnTo);
  };
  return (
    <ButtonLink to={GOOGLE_SIGN_IN_PATH} reloadDocument variant="secondary" onClick={leave}>
      <Icon name="user" />
      {children}
    </ButtonLink>
  );
}

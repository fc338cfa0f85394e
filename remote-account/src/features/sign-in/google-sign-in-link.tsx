import { ButtonLink, Icon } from '@vg/shared';

/** The API starts the OpenID Connect flow (authorization code + PKCE) and redirects back. */
export const GOOGLE_SIGN_IN_URL = '/api/v1/auth/google';

/** A full page navigation to the server (reloadDocument), dressed as the kit's button. */
export function GoogleSignInLink() {
  return (
    <ButtonLink to={GOOGLE_SIGN_IN_URL} reloadDocument variant="secondary">
      <Icon name="user" />
      Sign in with Google
    </ButtonLink>
  );
}

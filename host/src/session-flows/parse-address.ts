/** What the identity provider's callback leaves in the address fragment. */
export interface IdentityCallback {
  token: string;
  needsConsent: boolean;
  /** The value the tab kept before leaving for the provider, handed back (docs/security.md T40). */
  login: string | null;
  /**
   * Started on a rendered page before the app started (the sign-in or registration form, or the
   * page's Google link): the login value is in this site's cookie, not the tab (docs/security.md T40).
   */
  viaForm: boolean;
  /** Google's return (it says whether consent is owed), not a form's. */
  fromGoogle: boolean;
}

export function parseIdentityCallback(hash: string): IdentityCallback | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token');
  if (!token) return null;
  return {
    token,
    needsConsent: params.get('needsConsent') === 'true',
    login: params.get('login'),
    viaForm: params.get('via') === 'form',
    fromGoogle: params.has('needsConsent'),
  };
}

export const DEFAULT_SUSPENSION_MESSAGE = 'Your account has been suspended.';

/** `?error=account_suspended&message=...`: the message to show, or null. */
export function parseSuspension(search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.get('error') !== 'account_suspended') return null;
  return params.get('message')?.trim() || DEFAULT_SUSPENSION_MESSAGE;
}

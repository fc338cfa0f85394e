// Login CSRF for a sign-in started on a rendered page, before the app started (docs/security.md
// T40): the sign-in and registration forms, and Google's return when the rendered page's link
// started it. The API's answer comes back to `…#token=…&login=…&via=form` and sets the same login
// value in a cookie of this site (two minutes). A token is accepted only when the two
// match, so a link someone made from their own form sign-in signs no reader in.

export const FORM_LOGIN_COOKIE = 'vg_form_login';

function takeCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  // Spent either way: one form answer finishes at most one sign-in.
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  return found ? found.slice(prefix.length) : null;
}

/** Is `login` (from the address) the value the form's answer left in this browser? */
export function finishFormSignIn(login: string | null): boolean {
  const kept = takeCookie(FORM_LOGIN_COOKIE);
  return Boolean(kept && login && kept === login);
}

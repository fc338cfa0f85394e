import escapeHtml from 'escape-html';
import { formatDateTime } from '@vg/contract/rules';
import type { EmailMessage } from './mailer.js';

interface ActionEmail {
  to: string;
  subject: string;
  greeting: string;
  intro: string;
  actionLabel: string;
  url: string;
  outro: string;
}

/** Every account email is one paragraph and one link; this renders both the text and the HTML part. */
function actionEmail({
  to,
  subject,
  greeting,
  intro,
  actionLabel,
  url,
  outro,
}: ActionEmail): EmailMessage {
  const text = `${greeting}\n\n${intro}\n\n${actionLabel}: ${url}\n\n${outro}\n\nVintage Garage`;
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}">${escapeHtml(actionLabel)}</a></p>
<p>${escapeHtml(outro)}</p><p>Vintage Garage</p></body></html>`;
  return { to, subject, text, html };
}

export function verificationEmail(to: string, username: string, url: string): EmailMessage {
  return actionEmail({
    to,
    subject: 'Confirm your email address',
    greeting: `Hello ${username},`,
    intro: 'Welcome to Vintage Garage! Please confirm your email address.',
    actionLabel: 'Confirm your email',
    url,
    outro: 'The link is valid for 24 hours. If you did not create an account, ignore this email.',
  });
}

export function emailChangeEmail(to: string, username: string, url: string): EmailMessage {
  return actionEmail({
    to,
    subject: 'Confirm your new email address',
    greeting: `Hello ${username},`,
    intro: 'You asked to use this address for your Vintage Garage account. Please confirm it.',
    actionLabel: 'Confirm your new email',
    url,
    outro: 'The link is valid for 24 hours. If you did not ask for this, ignore this email.',
  });
}

export function passwordResetEmail(to: string, username: string, url: string): EmailMessage {
  return actionEmail({
    to,
    subject: 'Reset your password',
    greeting: `Hello ${username},`,
    intro: 'Someone asked to reset the password of your Vintage Garage account.',
    actionLabel: 'Choose a new password',
    url,
    outro:
      'The link is valid for 1 hour and works once. If you did not ask for this, ignore this email.',
  });
}

export function googleTakeoverEmail(to: string, username: string, url: string): EmailMessage {
  return actionEmail({
    to,
    subject: 'Your account now signs in with Google',
    greeting: `Hello ${username},`,
    intro:
      'You signed in with Google using this address. An account with this address had been created ' +
      'here before, but the address was never confirmed, so we could not be sure it was yours. It is ' +
      'yours now: we removed the password it was created with and signed out every device that used ' +
      'it, so whoever chose that password can no longer get in. You sign in with Google from now on.',
    actionLabel: 'Choose a password as well',
    url,
    outro:
      'The link is valid for 1 hour and works once; "Forgot your password?" on the sign-in page sends ' +
      'another. Look over the account in your profile: it may hold things you did not add.',
  });
}

export function emailChangedNotice(to: string, username: string, newEmail: string, url: string) {
  return actionEmail({
    to,
    subject: 'Your email address was changed',
    greeting: `Hello ${username},`,
    intro:
      `The email address of your Vintage Garage account was changed from this address to ${newEmail}. ` +
      'Account emails, password resets and sign-in with Google now go to the new address.',
    actionLabel: 'If this was not you, tell us',
    url,
    outro:
      'If you made this change, there is nothing to do. If not, write to us at once from the contact ' +
      'form: someone who knows your password has your account.',
  });
}

export interface SignInNotice {
  device: string | null;
  ip: string;
  at: Date;
  /** The member's locale, which the moment is written in (docs/product.md#dates). */
  locale: string;
}

export function newSignInEmail(to: string, username: string, signIn: SignInNotice, url: string) {
  const when = formatDateTime(signIn.at, { locale: signIn.locale, timeZone: 'UTC' });
  return actionEmail({
    to,
    subject: 'New sign-in to your Vintage Garage account',
    greeting: `Hello ${username},`,
    intro:
      `Your account was just signed in to from a device it had not used before: ` +
      `${signIn.device ?? 'an unknown device'}, from the address ${signIn.ip}, on ${when} UTC.`,
    actionLabel: "See where you're signed in",
    url,
    outro:
      'If this was you, there is nothing to do. If not, sign that device out from your profile and ' +
      'change your password at once.',
  });
}

export function accountExportEmail(to: string, username: string, url: string): EmailMessage {
  return actionEmail({
    to,
    subject: 'Your Vintage Garage export is ready',
    greeting: `Hello ${username},`,
    intro:
      'The archive of everything in your account is ready: your profile, and every car with its particulars, provenance, records (CSV and JSON) and photographs.',
    actionLabel: 'Download your archive',
    url,
    outro:
      'The link opens a page with a Download button. It works for 7 days, without signing in: keep it to yourself. It ends sooner if your password or email address changes. You can also download the archive from your profile.',
  });
}

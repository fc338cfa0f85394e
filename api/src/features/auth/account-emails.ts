import type { FastifyInstance } from 'fastify';
import type { EmailMessage } from '../../mail/mailer.js';
import {
  emailChangeEmail,
  emailChangedNotice,
  googleTakeoverEmail,
  newSignInEmail,
  passwordResetEmail,
  verificationEmail,
  type SignInNotice,
} from '../../mail/templates.js';
import { createEmailToken } from '../../security/email-tokens.js';

interface Recipient {
  id: string;
  username: string;
}

/**
 * Mail goes out after the answer is decided and is never awaited by the request: a slow SMTP server
 * must neither slow sign-up down nor reveal, by timing, whether a reset address has an account.
 */
function dispatch(app: FastifyInstance, message: EmailMessage): void {
  app.mailer
    .send(message)
    .catch((error: unknown) => app.log.error({ err: error, to: message.to }, 'email not sent'));
}

const link = (app: FastifyInstance, path: string, token: string) =>
  `${app.config.publicOrigin}${path}?token=${encodeURIComponent(token)}`;

export async function sendVerificationEmail(
  app: FastifyInstance,
  user: Recipient,
  email: string,
): Promise<void> {
  const token = await createEmailToken(app.db, { userId: user.id, purpose: 'verify_email', email });
  dispatch(app, verificationEmail(email, user.username, link(app, '/email/confirm', token)));
}

export async function sendEmailChangeEmail(
  app: FastifyInstance,
  user: Recipient,
  newEmail: string,
): Promise<void> {
  const token = await createEmailToken(app.db, {
    userId: user.id,
    purpose: 'change_email',
    email: newEmail,
  });
  dispatch(app, emailChangeEmail(newEmail, user.username, link(app, '/email/confirm', token)));
}

const resetLink = async (app: FastifyInstance, user: Recipient, email: string) =>
  link(
    app,
    '/reset',
    await createEmailToken(app.db, { userId: user.id, purpose: 'reset_password', email }),
  );

export async function sendPasswordResetEmail(
  app: FastifyInstance,
  user: Recipient,
  email: string,
): Promise<void> {
  dispatch(app, passwordResetEmail(email, user.username, await resetLink(app, user, email)));
}

/** Tells the owner of an address that their Google sign-in took over the never-verified account. */
export async function sendGoogleTakeoverEmail(
  app: FastifyInstance,
  user: Recipient & { email: string },
): Promise<void> {
  const url = await resetLink(app, user, user.email);
  dispatch(app, googleTakeoverEmail(user.email, user.username, url));
}

/** Tells the address an account used to have that the account moved to another one. */
export function sendEmailChangedNotice(
  app: FastifyInstance,
  user: Recipient,
  oldEmail: string,
  newEmail: string,
): void {
  const contact = `${app.config.publicOrigin}/#contact`;
  dispatch(app, emailChangedNotice(oldEmail, user.username, newEmail, contact));
}

/** Tells a member their account was signed in to from a device it had not used before. */
export function sendNewSignInEmail(
  app: FastifyInstance,
  user: Recipient & { email: string },
  signIn: SignInNotice,
): void {
  const url = `${app.config.publicOrigin}/profile#sign-ins`;
  dispatch(app, newSignInEmail(user.email, user.username, signIn, url));
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema.js';
import { DEFAULT_SUSPENSION_MESSAGE } from '../../http/authenticate.js';
import { GoogleSignInError, type GoogleIdentity } from './google-client.js';
import { USERNAME_MAX } from '../users/user-fields.js';
import { isUniqueViolation, isUsernameTaken } from '../users/user-queries.js';

const STATE_COOKIE = 'vg_oidc_state';
const COOKIE_PATH = '/api/v1/auth/google';

const Redirect = Type.Null({ description: 'Redirect (302)' });

function stateCookie(app: FastifyInstance, value: string, maxAgeSeconds: number): string {
  const secure = new URL(app.config.oidc.redirectUri).protocol === 'https:' ? '; Secure' : '';
  // SameSite=Lax: the cookie still rides along on the provider's top-level redirect back to us.
  return `${STATE_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** A username for a new Google account: the email's local part, made valid and unique. */
async function suggestUsername(app: FastifyInstance, identity: GoogleIdentity): Promise<string> {
  const base = (identity.email.split('@')[0] ?? '')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .slice(0, USERNAME_MAX - 6);
  const stem = base.length >= 3 ? base : `driver${base}`;
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = attempt === 0 ? stem : `${stem}${Math.floor(Math.random() * 100_000)}`;
    if (!(await isUsernameTaken(app.db, candidate))) return candidate;
  }
  return `${stem}${Date.now()}`;
}

/** Finds the account by Google subject, else links the account with the same verified email, else creates one. */
async function findOrCreateUser(app: FastifyInstance, identity: GoogleIdentity): Promise<UserRow> {
  const { db } = app;
  const bySubject = await db
    .selectFrom('users')
    .selectAll()
    .where('google_subject', '=', identity.subject)
    .executeTakeFirst();
  if (bySubject) return bySubject;

  const now = new Date();
  // Linking by email is only safe when the provider vouches for the address.
  if (identity.emailVerified) {
    const linked = await db
      .updateTable('users')
      .set((eb) => ({
        google_subject: identity.subject,
        email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)),
        updated_at: now,
      }))
      .where((eb) => eb(eb.fn('lower', ['email']), '=', identity.email))
      .where('google_subject', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (linked) return linked;
  }

  const insert = async () =>
    db
      .insertInto('users')
      .values({
        email: identity.email,
        username: await suggestUsername(app, identity),
        display_name: identity.name,
        google_subject: identity.subject,
        email_verified_at: identity.emailVerified ? now : null,
        consented_at: null,
        role: app.config.adminEmails.includes(identity.email) ? 'admin' : 'user',
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  // One retry covers two first sign-ins racing for the same suggested username.
  return insert().catch((error: unknown) =>
    isUniqueViolation(error) ? insert() : Promise.reject(error),
  );
}

export const googleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const origin = app.config.publicOrigin;

  app.get(
    '/google',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start Google sign-in (redirects to the provider)',
        response: { 302: Redirect },
      },
    },
    async (_request, reply) => {
      try {
        const { url, state } = await app.google.start();
        return reply.header('set-cookie', stateCookie(app, state, 600)).redirect(url);
      } catch (error) {
        app.log.warn({ err: error }, 'Google sign-in could not start');
        return reply.redirect(`${origin}/sign-in?error=google_unavailable`);
      }
    },
  );

  app.get(
    '/google/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Provider callback: redirects to the app with the token in the fragment',
        querystring: Type.Object({}, { additionalProperties: Type.String() }),
        response: { 302: Redirect },
      },
    },
    async (request, reply) => {
      reply.header('set-cookie', stateCookie(app, '', 0));
      const query = new URLSearchParams(request.query as Record<string, string>);
      let identity: GoogleIdentity;
      try {
        identity = await app.google.finish(query, readCookie(request.headers.cookie, STATE_COOKIE));
      } catch (error) {
        if (!(error instanceof GoogleSignInError)) throw error;
        request.log.warn({ err: error }, 'Google sign-in failed');
        return reply.redirect(
          `${origin}/sign-in?error=google_failed&message=${encodeURIComponent(error.message)}`,
        );
      }

      const user = await findOrCreateUser(app, identity);
      if (user.suspended_at) {
        const message = encodeURIComponent(user.suspension_message ?? DEFAULT_SUSPENSION_MESSAGE);
        return reply.redirect(`${origin}/?error=account_suspended&message=${message}`);
      }
      const token = await app.tokens.issue(user.id);
      return reply.redirect(
        `${origin}/#token=${encodeURIComponent(token)}&needsConsent=${user.consented_at === null}`,
      );
    },
  );
};

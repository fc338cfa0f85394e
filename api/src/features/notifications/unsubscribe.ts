import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type NotificationKind } from '@vg/contract';
import { badRequest } from '../../http/errors.js';
import { linkPage, sendLinkPage as sendPage } from '../../http/link-page.js';
import { KIND_LABELS } from '../../mail/notification-emails.js';
import { readUnsubscribeToken } from '../../mail/unsubscribe-tokens.js';
import { notificationSettingOf, saveNotificationSettings } from './notification-settings-store.js';

const INVALID_LINK =
  'This unsubscribe link is not valid any more. Sign in and change your notification settings instead.';

const SETTINGS_LINK = { path: '/profile?tab=notifications', label: 'Your notification settings' };

const page = (
  origin: string,
  title: string,
  paragraphs: string[],
  form?: { action: string; label: string },
) => linkPage(origin, { title, paragraphs, form, footer: SETTINGS_LINK });

const wantsHtml = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/html') ||
  (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') === true &&
    !(request.body as Record<string, string> | undefined)?.['List-Unsubscribe']);

/**
 * Unsubscribe links in notification emails, no sign-in: `GET` shows what the link will do and a
 * button (a mail scanner that follows links must not unsubscribe anyone); `POST` does it, from that
 * button or from a mail client's one-click button (RFC 8058).
 */
export const unsubscribeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // RFC 8058's POST body is `List-Unsubscribe=One-Click`, form-encoded; the page's button too.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const readToken = async (token: string) => {
    const claims = await readUnsubscribeToken(app.config.jwtSecret, token);
    if (!claims) return null;
    // The account must still exist (a deleted one's token names no one).
    const member = await app.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', claims.userId)
      .executeTakeFirst();
    return member ? claims : null;
  };

  const refuse = (html: boolean, reply: FastifyReply) => {
    if (!html) throw badRequest(INVALID_LINK, { token: INVALID_LINK });
    return reply
      .code(400)
      .type('text/html; charset=utf-8')
      .send(page(app.config.publicOrigin, 'This link has expired', [INVALID_LINK]));
  };

  app.route({
    ...fromTable(app, 'GET /notifications/unsubscribe'),
    handler: async (request, reply) => {
      const claims = await readToken(request.query.token);
      if (!claims) return refuse(true, reply);
      const label = KIND_LABELS[claims.kind];
      const setting = await notificationSettingOf(app.db, claims.userId, claims.kind);
      const action = `${app.config.publicOrigin}/api/v1/notifications/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
      return sendPage(
        reply,
        setting.email === 'never'
          ? page(app.config.publicOrigin, 'You are unsubscribed', [
              `You no longer get emails about ${label}.`,
            ])
          : page(
              app.config.publicOrigin,
              'Stop these emails?',
              [
                `You will no longer get emails about ${label}. Other emails and the notifications in the app stay as they are.`,
              ],
              { action, label: 'Unsubscribe' },
            ),
      );
    },
  });

  app.route({
    ...fromTable(app, 'POST /notifications/unsubscribe'),
    handler: async (request, reply) => {
      const claims = await readToken(request.query.token);
      if (!claims) return refuse(wantsHtml(request), reply);
      const setting = await notificationSettingOf(app.db, claims.userId, claims.kind);
      await saveNotificationSettings(app.db, claims.userId, [
        { kind: claims.kind, inApp: setting.inApp, email: 'never' },
      ]);
      request.log.info({ userId: claims.userId, kind: claims.kind }, 'unsubscribed from an email');
      if (wantsHtml(request)) {
        return sendPage(
          reply,
          page(app.config.publicOrigin, 'You are unsubscribed', [
            `You will no longer get emails about ${KIND_LABELS[claims.kind as NotificationKind]}.`,
            'You can turn them on again in your notification settings.',
          ]),
        );
      }
      return { data: { kind: claims.kind, email: 'never' as const } };
    },
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type NotificationKind } from '@vg/contract';
import { badRequest } from '../../http/errors.js';
import { escapeHtml } from '../../http/escape-html.js';
import { KIND_LABELS } from '../../mail/notification-emails.js';
import { readUnsubscribeToken } from '../../mail/unsubscribe-tokens.js';
import { notificationSettingOf, saveNotificationSettings } from './notification-settings-store.js';

const INVALID_LINK =
  'This unsubscribe link is not valid any more. Sign in and change your notification settings instead.';

/** The small page the link opens: the service writes it itself, in the product's colours. */
function page(
  origin: string,
  title: string,
  paragraphs: string[],
  form?: { action: string; label: string },
) {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit">${escapeHtml(form.label)}</button></form>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Vintage Garage</title><style>
body{margin:0;background:#f7f2e7;color:#2b2622;font:16px/1.5 -apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif}
main{max-width:32rem;margin:3rem auto;padding:1.5rem;background:#fffdf8;border:1px solid #d9d0bf;border-radius:8px}
h1{font-family:Georgia,'Times New Roman',serif;font-weight:600;font-size:1.6rem;margin:0 0 1rem}
.mark{font-family:Georgia,serif;color:#1f4d3a;font-weight:bold;margin:0 0 1.5rem}
button{font:inherit;background:#1f4d3a;color:#fff;border:0;border-radius:6px;padding:.75rem 1.5rem;cursor:pointer;min-height:44px}
button:focus-visible,a:focus-visible{outline:3px solid #c9973f;outline-offset:2px}
a{color:#1f4d3a}</style></head>
<body><main><p class="mark">Vintage Garage</p><h1>${escapeHtml(title)}</h1>${body}${button}
<p><a href="${escapeHtml(origin)}/profile?tab=notifications">Your notification settings</a></p></main></body></html>`;
}

/** The page, whatever JSON answer the route documents for API callers. */
const sendPage = (reply: FastifyReply, html: string, status = 200) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html as never);

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

import escapeHtml from 'escape-html';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';

/** The development outbox as a page a browser shows, with the emails' links clickable. */
export const viewOutboxRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /dev/outbox/view'),
    handler: async (_request, reply) => {
      const items = (app.mailer.outbox ?? [])
        .map(
          (
            email,
          ) => `<article><h2>${escapeHtml(email.subject)}</h2><p>To ${escapeHtml(email.to)}, ${escapeHtml(email.sentAt)}</p>
<pre>${escapeHtml(email.text)}</pre>${email.links.map((href) => `<p><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></p>`).join('')}</article>`,
        )
        .join('<hr>');
      return reply.type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development outbox</title></head>
<body style="font-family:sans-serif;max-width:48rem;margin:2rem auto"><h1>Development outbox</h1>${items || '<p>No emails yet.</p>'}</body></html>`);
    },
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/errors.js';
import { linkPage, sendLinkPage } from '../../../http/link-page.js';
import { fromTable } from '../../../http/route-table.js';
import { hashExportToken, readyArchive } from './export-store.js';
import { sendArchive } from './send-archive.js';

export const EXPORT_LINK_ENDED =
  'This download link has ended: it is more than 7 days old, a newer export replaced it, or the password or email address of the account changed since. Sign in and ask for a new export on your profile.';

const PROFILE_LINK = { path: '/profile', label: 'Your profile' };

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * /api/v1/exports/download?token=: the emailed link, no sign-in; the token is the key
 * (docs/product.md#your-data). `GET` opens a page with a button and never answers the archive (a
 * mail scanner follows links, and a link is kept in places a download is not); `POST`, from that
 * button, downloads it.
 */
export const exportDownloadRoute: FastifyPluginAsyncTypebox = async (app) => {
  // The page's button posts an empty form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  const ready = (token: string) => readyArchive(app.db, { tokenHash: hashExportToken(token) });
  const endedPage = () =>
    linkPage(app.config.publicOrigin, {
      title: 'This download link has ended',
      paragraphs: [EXPORT_LINK_ENDED],
      footer: PROFILE_LINK,
    });

  app.route({
    ...fromTable(app, 'GET /exports/download'),
    handler: async (request, reply) => {
      if (!(await ready(request.query.token))) return sendLinkPage(reply, endedPage(), 410);
      const action = `${app.config.publicOrigin}/api/v1/exports/download?token=${encodeURIComponent(request.query.token)}`;
      return sendLinkPage(
        reply.header('referrer-policy', 'no-referrer'),
        linkPage(app.config.publicOrigin, {
          title: 'Your archive is ready',
          paragraphs: [
            'The archive of everything in your Vintage Garage account: your profile, and every car with its particulars, provenance, records and photographs.',
            'This link works without signing in: keep it to yourself.',
          ],
          form: { action, label: 'Download archive' },
          footer: PROFILE_LINK,
        }),
      );
    },
  });

  app.route({
    ...fromTable(app, 'POST /exports/download'),
    handler: async (request, reply) => {
      const archive = await ready(request.query.token);
      if (archive) return sendArchive(app.db, reply, archive);
      if (wantsHtml(request)) return sendLinkPage(reply, endedPage(), 410);
      throw new HttpError(410, EXPORT_LINK_ENDED);
    },
  });
};

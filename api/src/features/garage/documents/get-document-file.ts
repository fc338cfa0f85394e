import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DocumentFileSize } from '@vg/contract';
import { authenticateOptional } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { fromTable } from '../../../http/route-table.js';
import { DOCUMENT_NOT_FOUND } from './document-query.js';
import { documentAddressAudience, type DocumentAudience } from './document-urls.js';

/**
 * A paper's bytes are never a page of this origin, whatever they hold (a PDF with a script, an SVG
 * hidden in a TIFF's name): the sandbox gives a document opened anyway an origin of its own, with
 * nothing it may load or run (docs/security.md, T55).
 */
const SANDBOX = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

const COLUMN: Record<DocumentFileSize, 'content' | 'thumb_image' | 'preview_image'> = {
  original: 'content',
  thumb: 'thumb_image',
  preview: 'preview_image',
};

/**
 * The file as uploaded (always a download) or a picture of its first page, to its keeper (their
 * token, or an address from their own answers) or to a share link's reader while the link stands
 * and includes papers. Who may read it is checked again on every request, in the query that reads
 * the bytes: a deleted paper, a withdrawn link, a suspended keeper stop it at once.
 */
export const getDocumentFileRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /documents/:documentId/file'),
    onRequest: authenticateOptional,
    handler: async (request, reply) => {
      const { documentId } = request.params;
      const size = request.query.size ?? 'original';
      const { expires, sig, link } = request.query;
      const caller = request.auth?.user.id;
      const audience: DocumentAudience | 'bearer' | null =
        expires !== undefined && sig !== undefined
          ? documentAddressAudience(app.config.jwtSecret, {
              documentId,
              size,
              expires,
              sig,
              link,
            })
          : caller
            ? 'bearer'
            : null;
      if (!audience) throw notFound(DOCUMENT_NOT_FOUND);

      const document = await app.db
        .selectFrom('vehicle_documents')
        .innerJoin('users', 'users.id', 'vehicle_documents.user_id')
        .select([
          `vehicle_documents.${COLUMN[size]} as bytes`,
          'vehicle_documents.media_type',
          'vehicle_documents.file_name',
        ])
        .where('vehicle_documents.id', '=', documentId)
        .where('users.suspended_at', 'is', null)
        .$if(audience === 'bearer', (query) =>
          query.where('vehicle_documents.user_id', '=', caller!),
        )
        .$if(typeof audience === 'object' && audience.kind === 'share', (query) =>
          query.where(({ exists, selectFrom }) =>
            exists(
              selectFrom('share_links')
                .select('share_links.id')
                .where('share_links.id', '=', (audience as { linkId: string }).linkId)
                .whereRef('share_links.vehicle_id', '=', 'vehicle_documents.vehicle_id')
                .where('share_links.show_documents', '=', true)
                .where('share_links.revoked_at', 'is', null),
            ),
          ),
        )
        .executeTakeFirst();
      if (!document?.bytes) throw notFound(DOCUMENT_NOT_FOUND);

      const seconds = expires ? Math.max(0, Math.floor((expires - Date.now()) / 1000)) : 0;
      reply
        .header('content-security-policy', SANDBOX)
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'same-origin')
        // A paper's bytes never change, but who may read them does: no shared cache keeps them.
        .header('cache-control', seconds > 0 ? `private, max-age=${seconds}` : 'private, no-cache');
      if (size !== 'original') return reply.type('image/webp').send(Buffer.from(document.bytes));
      return reply
        .type(document.media_type)
        .header('content-disposition', contentDisposition(document.file_name))
        .send(Buffer.from(document.bytes));
    },
  });
};

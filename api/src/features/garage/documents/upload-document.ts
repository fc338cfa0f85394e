import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TOO_LARGE } from '@vg/contract/rules';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { HttpError, badRequest, unprocessable } from '../../../http/errors.js';
import { fromTable } from '../../../http/route-table.js';
import { enqueue } from '../../../jobs/job-runner.js';
import { QUEUES } from '../../../jobs/queues.js';
import { imageUploads } from '../../../security/upload-slots.js';
import { enteredBy, requireVehicleAccess } from '../common/vehicle-access.js';
import { checkQuota, storageBytesUsed } from '../common/storage-quota.js';
import { checkLinks, detailsFromFields } from './document-details.js';
import { findOwnedDocument, toDocument } from './document-query.js';
import { sniffDocument } from './document-sniff.js';

interface MultipartError {
  code?: string;
}

/** A file's name without its folder or extension: the title a keeper gets when they give none. */
const titleOf = (fileName: string) =>
  fileName
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]{1,5}$/, '')
    .trim()
    .slice(0, 200) || 'Document';

/**
 * The keeper keeps one paper (docs/product.md#papers): its details come as fields before the file,
 * the bytes are kept exactly as sent, and a background job reads it afterwards.
 */
export const uploadDocumentRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /vehicles/:vehicleId/documents'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      // The keeper, a co-keeper or the car's workshop; the paper is in the keeper's garage and room.
      const vehicle = await requireVehicleAccess(
        app.db,
        me.id,
        request.params.vehicleId,
        'contribute',
      );
      const { keeperId } = vehicle;
      if (!request.isMultipart())
        throw badRequest('Send the document as multipart/form-data.', {
          file: 'No file was sent.',
        });
      const quotaBytes = app.config.photoQuotaBytes;
      // A member whose room is full is told before a byte is read.
      checkQuota(await storageBytesUsed(app.db, keeperId), 0, quotaBytes);

      const fields: Record<string, string> = {};
      let file: { bytes: Buffer; name: string } | undefined;
      const release = imageUploads.take(me.id, 'file');
      try {
        for await (const part of request.parts({
          limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 10 },
        })) {
          if (part.type === 'field') fields[part.fieldname] = String(part.value);
          else file = { bytes: await part.toBuffer(), name: part.filename || 'document' };
        }
      } catch (error) {
        const code = (error as MultipartError).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, DOCUMENT_TOO_LARGE, { file: DOCUMENT_TOO_LARGE });
        if (code === 'FST_FILES_LIMIT')
          throw unprocessable({ file: 'Send one document at a time.' });
        throw error;
      } finally {
        release();
      }
      if (!file) throw unprocessable({ file: 'Choose a file to keep.' });
      const details = detailsFromFields(fields);
      await checkLinks(app.db, keeperId, vehicle.id, details);
      const sniffed = await sniffDocument(file.bytes, file.name);
      const sha256 = createHash('sha256').update(file.bytes).digest('hex');

      const id = await app.db.transaction().execute(async (trx) => {
        // The member's row is the lock: two uploads at once cannot both fit the same room.
        await trx.selectFrom('users').select('id').where('id', '=', keeperId).forUpdate().execute();
        checkQuota(await storageBytesUsed(trx, keeperId), file.bytes.length, quotaBytes);
        const inserted = await trx
          .insertInto('vehicle_documents')
          .values({
            user_id: keeperId,
            ...enteredBy(vehicle, me.id),
            vehicle_id: vehicle.id,
            kind: details.kind ?? 'other',
            title: details.title ?? titleOf(file.name),
            document_date: details.date ?? null,
            note: details.note ?? null,
            maintenance_record_id: details.maintenanceRecordId ?? null,
            modification_id: details.modificationId ?? null,
            ownership_period_id: details.ownershipPeriodId ?? null,
            file_name: file.name.replace(/^.*[\\/]/, '').slice(0, 255),
            media_type: sniffed.mediaType,
            byte_size: file.bytes.length,
            sha256,
            page_count: sniffed.pageCount,
            content: file.bytes,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // Read afterwards, only if the paper is kept: the job is a row of this transaction.
        await enqueue(trx, QUEUES.documentReading, { documentId: inserted.id });
        return inserted.id;
      });
      const row = await findOwnedDocument(app.db, keeperId, id);
      if (!row) throw new HttpError(500, 'The document was kept but could not be read back.');
      return reply.code(201).send({ data: toDocument(row, app.config.jwtSecret) });
    },
  });
};

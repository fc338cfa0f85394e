import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE } from '@vg/contract/rules';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { HttpError, badRequest, unprocessable } from '../../../http/errors.js';
import { fromTable } from '../../../http/route-table.js';
import { imageUploads } from '../../../security/upload-slots.js';
import { requireOwnedVehicle } from '../common/owned.js';
import { cleanCell } from './clean-cells.js';
import type { ImportSettings } from './import-tables.js';
import {
  dropStalePreviews,
  rememberedColumns,
  requireOwnedImport,
  toPreview,
} from './import-store.js';
import { layoutOf, matchColumns } from './match-columns.js';
import { readFile } from './read-file.js';

interface MultipartError {
  code?: string;
}

/** The currency of the member's latest record with one: what their costs are most likely in. */
async function lastCurrency(app: FastifyInstance, userId: string) {
  const row = await app.db
    .selectFrom('maintenance_records')
    .select('currency')
    .where('user_id', '=', userId)
    .where('currency', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.currency ?? null;
}

/** The one file of a multipart upload, within the import's limits. */
async function receiveFile(request: FastifyRequest, userId: string) {
  if (!request.isMultipart())
    throw badRequest('Send the file as multipart/form-data.', { file: 'No file was sent.' });
  let file: { bytes: Buffer; name: string } | undefined;
  const release = imageUploads.take(userId, 'file');
  try {
    for await (const part of request.parts({
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 },
    })) {
      if (part.type === 'file')
        file = { bytes: await part.toBuffer(), name: part.filename || 'import.csv' };
    }
  } catch (error) {
    const code = (error as MultipartError).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, IMPORT_TOO_LARGE, { file: IMPORT_TOO_LARGE });
    if (code === 'FST_FILES_LIMIT') throw unprocessable({ file: 'Send one file at a time.' });
    throw error;
  } finally {
    release();
  }
  if (!file) throw unprocessable({ file: 'Choose a file to import.' });
  return file;
}

/**
 * A file read into a preview (docs/product.md#importing-history): nothing changes until the keeper
 * confirms. The file's cells are kept with the import, so changing how it is read needs no second
 * upload. Of one car (`vehicleId`, the caller's, checked by the caller), or of the caller's whole
 * garage (null): then a car column says which of their cars each row is of.
 */
export async function startImport(
  app: FastifyInstance,
  request: FastifyRequest,
  vehicleId: string | null,
) {
  const me = currentUser(request);
  const file = await receiveFile(request, me.id);
  const fileName = cleanCell(file.name.replace(/^.*[\\/]/, '')).slice(0, 255) || 'import.csv';
  const read = await readFile(file.bytes, fileName);
  const first = read.sheets[0]!;
  const settings: ImportSettings = {
    columns: matchColumns(
      first.headers,
      layoutOf(first.headers),
      await rememberedColumns(app.db, me.id),
      vehicleId === null,
    ),
    dateOrder: null,
    target: null,
    currency: await lastCurrency(app, me.id),
    volumeUnit: 'litre',
    sheet: first.name,
  };
  await dropStalePreviews(app.db, me.id);
  const inserted = await app.db
    .insertInto('imports')
    .values({
      user_id: me.id,
      vehicle_id: vehicleId,
      file_name: fileName,
      format: read.format,
      sheets: JSON.stringify(read.sheets),
      settings: JSON.stringify(settings),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await requireOwnedImport(app.db, me.id, inserted.id);
  return toPreview(app.db, row);
}

export const startImportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /vehicles/:vehicleId/imports'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      const vehicle = await requireOwnedVehicle(app.db, me.id, request.params.vehicleId);
      return reply.code(201).send({ data: await startImport(app, request, vehicle.id) });
    },
  });
};

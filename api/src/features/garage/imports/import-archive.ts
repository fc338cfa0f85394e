import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ArchiveCar } from '@vg/contract';
import { ARCHIVE_MAX_BYTES, ARCHIVE_TOO_LARGE, ARCHIVE_WRONG_TYPE } from '@vg/contract/rules';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { HttpError, badRequest, unprocessable } from '../../../http/errors.js';
import { fromTable } from '../../../http/route-table.js';
import { imageUploads } from '../../../security/upload-slots.js';
import { Refused, emptyAdded, writeArchiveCar } from './archive-car.js';
import { cleanCell } from './clean-cells.js';
import { openArchive } from './read-archive.js';

// "Import an archive" (docs/product.md#importing-history): Export everything's ZIP, from this
// instance or another, brought into the signed-in member's garage, a car at a time. A car the
// member imported from an archive before (by the archive's own id for it) is not imported again.

const VEHICLE_JSON = /^vehicles\/([^/]+)\/vehicle\.json$/;

interface MultipartError {
  code?: string;
}

const titleOf = (vehicle: unknown) => {
  const { title, make, model } = (vehicle ?? {}) as Record<string, unknown>;
  if (typeof title === 'string' && title) return title;
  return [make, model].filter((part) => typeof part === 'string').join(' ') || 'A car';
};

export const importArchiveRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /imports'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      if (!request.isMultipart())
        throw badRequest('Send the archive as multipart/form-data.', { file: 'No file was sent.' });
      const path = join(tmpdir(), `vg-archive-${randomUUID()}.zip`);
      let fileName: string | null = null;
      const release = imageUploads.take(me.id, 'file');
      try {
        try {
          for await (const part of request.parts({
            limits: { fileSize: ARCHIVE_MAX_BYTES, files: 1, fields: 5 },
          })) {
            if (part.type !== 'file') continue;
            fileName = cleanCell(part.filename || 'archive.zip')
              .replace(/^.*[\\/]/, '')
              .slice(0, 255);
            await pipeline(part.file, createWriteStream(path));
            if (part.file.truncated)
              throw new HttpError(413, ARCHIVE_TOO_LARGE, { file: ARCHIVE_TOO_LARGE });
          }
        } catch (error) {
          const code = (error as MultipartError).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE')
            throw new HttpError(413, ARCHIVE_TOO_LARGE, { file: ARCHIVE_TOO_LARGE });
          if (code === 'FST_FILES_LIMIT')
            throw unprocessable({ file: 'Send one archive at a time.' });
          throw error;
        }
        if (!fileName) throw unprocessable({ file: 'Choose an archive to import.' });
        const archive = await openArchive(path, fileName);
        try {
          const folders = archive.names.flatMap((name) => {
            const match = VEHICLE_JSON.exec(name);
            return match ? [`vehicles/${match[1]}`] : [];
          });
          if (folders.length === 0 && !archive.names.includes('profile.json'))
            throw new HttpError(415, ARCHIVE_WRONG_TYPE, {
              file: `${ARCHIVE_WRONG_TYPE} “${fileName}” is not one.`,
            });
          const cars: ArchiveCar[] = [];
          for (const folder of folders) {
            const vehicle = await archive.json(`${folder}/vehicle.json`);
            const title = titleOf(vehicle);
            const sourceId = (vehicle as { id?: unknown } | null)?.id;
            const already =
              typeof sourceId === 'string'
                ? await app.db
                    .selectFrom('archive_cars')
                    .select('vehicle_id')
                    .where('user_id', '=', me.id)
                    .where('source_id', '=', sourceId)
                    .executeTakeFirst()
                : undefined;
            if (already) {
              cars.push({
                title,
                vehicleId: null,
                alreadyImported: true,
                added: emptyAdded(),
                refused: [],
              });
              continue;
            }
            const refused: string[] = [];
            try {
              const written = await writeArchiveCar(
                {
                  db: app.db,
                  userId: me.id,
                  archive,
                  folder,
                  quotaBytes: app.config.photoQuotaBytes,
                },
                vehicle,
                refused,
              );
              cars.push({
                title,
                vehicleId: written.vehicleId,
                alreadyImported: false,
                added: written.added,
                refused,
              });
            } catch (error) {
              const reason =
                error instanceof Refused
                  ? error.message
                  : error instanceof HttpError
                    ? error.message
                    : null;
              if (reason === null)
                request.log.error({ err: error, folder }, 'archive car not written');
              cars.push({
                title,
                vehicleId: null,
                alreadyImported: false,
                added: emptyAdded(),
                refused: [`the car was not imported: ${reason ?? 'it could not be written'}`],
              });
            }
          }
          return reply.code(201).send({ data: { fileName, cars } });
        } finally {
          archive.close();
        }
      } finally {
        release();
        await rm(path, { force: true });
      }
    },
  });
};

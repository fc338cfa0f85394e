import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../../db/database.js';
import { readParts } from './export-parts.js';
import type { ReadyArchive } from './export-store.js';

/** The stored archive as a ZIP download, streamed part by part from the database. */
export function sendArchive(db: Db, reply: FastifyReply, ready: ReadyArchive) {
  const day = ready.createdAt.toISOString().slice(0, 10);
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="vintage-garage-export-${day}.zip"`)
    .header('content-length', String(ready.sizeBytes))
    .header('cache-control', 'private, no-store')
    .send(Readable.from(readParts(db, ready.id)));
}

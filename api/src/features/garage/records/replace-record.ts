import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { HttpError } from '../../../http/errors.js';
import { requireRowAccess } from '../common/vehicle-access.js';
import { recordRoute, type RecordKind } from './record-kind.js';

interface Versioned {
  updatedAt: string;
}

/**
 * `If-Match: "<updatedAt>"`: the change was made on that version of the record (an offline edit
 * names the one it saw); edited elsewhere since, it is refused with 412 and the member chooses
 * (docs/adr/0015). Not checked in the same statement as the update: the window is two people
 * who work on the car saving the same record within the same instant.
 */
function assertVersion(ifMatch: string, current: Versioned): void {
  const tags = ifMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, ''));
  if (tags.includes('*') || tags.includes(current.updatedAt)) return;
  throw new HttpError(
    412,
    'This record was changed elsewhere since this change was made.',
    { 'If-Match': `The record is now at version ${current.updatedAt}.` },
    { etag: `"${current.updatedAt}"` },
  );
}

/** PUT /{kind}/:id: replaces a record of a car the caller keeps or works on; 404 for anyone else. */
export const replaceRecordRoute =
  (kind: RecordKind): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.route({
      ...recordRoute(app, `PUT /${kind.path}/:id`),
      onRequest: authenticate,
      handler: async (request) => {
        // A workshop changes only what it recorded; a co-keeper any record (vehicle-access.ts).
        const { keeperId } = await requireRowAccess(
          app.db,
          kind.table,
          currentUser(request).id,
          request.params.id,
          'contribute',
          kind.notFound,
        );
        const ifMatch = request.headers['if-match'];
        if (ifMatch !== undefined)
          assertVersion(
            ifMatch,
            (await kind.find(app.db, keeperId, request.params.id)) as Versioned,
          );
        const record = await kind.replace(app.db, keeperId, request.params.id, request.body);
        return { data: record };
      },
    });
  };

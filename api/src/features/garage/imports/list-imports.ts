import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IMPORT_UNDO_DAYS } from '@vg/contract/rules';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { fromTable } from '../../../http/route-table.js';
import type { ImportState, ImportSummary } from '@vg/contract';
import { requireOwnedVehicle } from '../common/owned.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const LISTED = 50;

/** The columns an import's summary is made of. */
export const SUMMARY_COLUMNS = [
  'id',
  'file_name',
  'state',
  'created_at',
  'imported_at',
  'undone_at',
  'written',
] as const;

interface SummaryRow {
  id: string;
  file_name: string;
  state: ImportState;
  written: number | null;
  created_at: Date;
  imported_at: Date | null;
  undone_at: Date | null;
}

/** An import as a list shows it: what it added, and until when it can be undone. */
export const toSummary = (row: SummaryRow): ImportSummary => ({
  id: row.id,
  fileName: row.file_name,
  state: row.state,
  createdAt: row.created_at.toISOString(),
  importedAt: row.imported_at?.toISOString() ?? null,
  undoneAt: row.undone_at?.toISOString() ?? null,
  written: row.written,
  undoUntil:
    row.imported_at && row.state === 'imported'
      ? new Date(row.imported_at.getTime() + IMPORT_UNDO_DAYS * DAY_MS).toISOString()
      : null,
});

/** A car's imports, newest first, so "Undo this import" is there on a later visit too. */
export const listImportsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles/:vehicleId/imports'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const vehicle = await requireOwnedVehicle(app.db, me.id, request.params.vehicleId);
      const rows = await app.db
        .selectFrom('imports')
        .select(SUMMARY_COLUMNS)
        .where('vehicle_id', '=', vehicle.id)
        .where('user_id', '=', me.id)
        .orderBy('created_at', 'desc')
        .limit(LISTED)
        .execute();
      return { data: rows.map(toSummary) };
    },
  });
};

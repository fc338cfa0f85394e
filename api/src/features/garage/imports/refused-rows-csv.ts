import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import contentDisposition from 'content-disposition';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { fromTable } from '../../../http/route-table.js';
import { isFormulaCell } from './formula-cells.js';
import { planFor, requireOwnedImport } from './import-store.js';
import { REFUSED_REASON_HEADER } from './match-columns.js';

// The rows a file could not import, as they were, with why (docs/product.md#importing-history):
// the keeper fixes them in a spreadsheet and imports this file again.

/** A CSV cell; one a spreadsheet would run as a formula is written as text (a leading '). */
function csvCell(value: string): string {
  const safe = isFormulaCell(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const refusedRowsCsvRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /imports/:importId/refused.csv'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      const row = await requireOwnedImport(app.db, me.id, request.params.importId);
      const plan = await planFor(app.db, row);
      const lines = [[...plan.sheet.headers, REFUSED_REASON_HEADER].map(csvCell).join(',')];
      for (const refused of plan.refused) {
        const cells = plan.sheet.rows[refused.row - 2] ?? [];
        const padded = plan.sheet.headers.map((_, index) => cells[index] ?? '');
        lines.push([...padded, refused.reason].map(csvCell).join(','));
      }
      const base = row.file_name.replace(/\.[^.]{1,5}$/, '');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(`${base} (not imported).csv`))
        .header('cache-control', 'private, no-store')
        .send(`\ufeff${lines.join('\r\n')}\r\n`);
    },
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import type { Db } from '../../../db/database.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { vehicleTitle } from '../vehicles/vehicle-mapper.js';
import { selectMaintenance, toMaintenanceRecords } from './maintenance-store.js';
import { selectModifications, toModification } from './modification-store.js';

const HEADER = [
  'Type',
  'Date',
  'Odometer',
  'Unit',
  'Category or system',
  'Status',
  'Title',
  'Done by',
  'Shop or specialist',
  'Parts',
  'Parts cost',
  'Labour hours',
  'Labour cost',
  'Total cost',
  'Currency',
  'Notes',
];

type Cell = string | number | null | undefined;

/**
 * RFC 4180 quoting, and a leading quote on anything a spreadsheet would run as a formula
 * (=, +, -, @): a record's title must never execute on the owner's computer.
 */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvRow = (cells: Cell[]) => cells.map(csvCell).join(',');

/**
 * A vehicle's whole logbook, oldest first, as CSV for a spreadsheet, and the file name it goes by:
 * the download below and the account export (features/profile/export) both write it.
 */
export async function vehicleHistoryCsv(
  db: Db,
  userId: string,
  vehicleId: string,
): Promise<{ fileName: string; csv: string }> {
  const [maintenanceRows, modificationRows, identity] = await Promise.all([
    selectMaintenance(db)
      .where('maintenance_records.user_id', '=', userId)
      .where('maintenance_records.vehicle_id', '=', vehicleId)
      .orderBy('maintenance_records.performed_on')
      .execute(),
    selectModifications(db, userId)
      .where('modifications.vehicle_id', '=', vehicleId)
      .orderBy('modifications.created_at')
      .execute(),
    db
      .selectFrom('vehicles')
      .select(['model_year', 'make', 'model', 'variant'])
      .where('id', '=', vehicleId)
      .executeTakeFirstOrThrow(),
  ]);
  const maintenance = await toMaintenanceRecords(db, maintenanceRows);
  const rows = [
    ...maintenance.map((record) => ({
      date: record.performedOn,
      cells: [
        'Maintenance',
        record.performedOn,
        record.odometer,
        record.odometerUnit,
        record.category,
        '',
        record.title,
        record.performedBy,
        record.shopName,
        record.parts
          .map(
            (part) =>
              `${part.quantity} × ${part.description}${part.partNumber ? ` (${part.partNumber})` : ''}`,
          )
          .join('; '),
        record.partsCost,
        record.labourHours,
        record.labourCost,
        record.totalCost,
        record.currency,
        record.notes,
      ],
    })),
    ...modificationRows.map(toModification).map((item) => ({
      date: item.performedOn ?? '',
      cells: [
        'Modification',
        item.performedOn,
        null,
        null,
        item.system,
        item.status,
        item.title,
        null,
        null,
        null,
        null,
        null,
        null,
        item.cost,
        item.currency,
        [item.description, item.reason].filter(Boolean).join(' — '),
      ],
    })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  const fileName = `${
    vehicleTitle(identity)
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'vehicle'
  }-history.csv`;
  // A byte-order mark so spreadsheet programs read the accents and the × as UTF-8.
  const csv = `\uFEFF${[csvRow(HEADER), ...rows.map((row) => csvRow(row.cells))].join('\r\n')}\r\n`;
  return { fileName, csv };
}

/** GET /vehicles/:vehicleId/history.csv: the vehicle's whole logbook, oldest first, for a spreadsheet. */
export const historyCsvRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles/:vehicleId/history.csv'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      const car = await requireVehicleAccess(app.db, me.id, request.params.vehicleId, 'see');
      const { fileName, csv: body } = await vehicleHistoryCsv(app.db, car.keeperId, car.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  });
};

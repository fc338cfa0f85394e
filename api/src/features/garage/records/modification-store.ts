import type { Db } from '../../../db/database.js';
import { notFound, unprocessable } from '../../../http/errors.js';
import { beforeCursor, encodeCursor } from '../../../http/pagination.js';
import { assertDates, isoDate } from '../common/dates.js';
import { vehicleTitle } from '../vehicles/vehicle-mapper.js';
import type { Modification, ModificationFilters, ModificationInput } from '@vg/contract';
import { COST_NEEDS_CURRENCY } from '@vg/contract/rules';
import { authorshipOf, letInColumn } from './recorded-by.js';

export const MODIFICATION_NOT_FOUND = 'Modification not found';

export function selectModifications(db: Db, userId: string) {
  return db
    .selectFrom('modifications')
    .innerJoin('vehicles', 'vehicles.id', 'modifications.vehicle_id')
    .selectAll('modifications')
    .select([
      isoDate('modifications.performed_on').as('performed_on_text'),
      'vehicles.model_year',
      'vehicles.make',
      'vehicles.model',
      'vehicles.variant',
      letInColumn('modifications'),
    ])
    .where('modifications.user_id', '=', userId);
}

type ModificationRow = Awaited<
  ReturnType<ReturnType<typeof selectModifications>['execute']>
>[number];

export function toModification(row: ModificationRow): Modification {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    vehicleTitle: vehicleTitle(row),
    title: row.title,
    description: row.description,
    system: row.system,
    status: row.status,
    performedOn: row.performed_on_text,
    inPeriod: row.in_period,
    reversible: row.reversible,
    originalRetained: row.original_retained,
    originalLocation: row.original_location,
    reason: row.reason,
    cost: row.cost === null ? null : Number(row.cost),
    currency: row.currency,
    ...authorshipOf(row),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function filterModifications<Query extends ReturnType<typeof selectModifications>>(
  query: Query,
  filters: ModificationFilters,
): Query {
  let filtered = query;
  if (filters.vehicleId)
    filtered = filtered.where('modifications.vehicle_id', '=', filters.vehicleId) as Query;
  if (filters.system)
    filtered = filtered.where('modifications.system', '=', filters.system) as Query;
  if (filters.status)
    filtered = filtered.where('modifications.status', '=', filters.status) as Query;
  if (filters.from)
    filtered = filtered.where('modifications.performed_on', '>=', filters.from) as Query;
  if (filters.to)
    filtered = filtered.where('modifications.performed_on', '<=', filters.to) as Query;
  return filtered;
}

/** Newest entries first: a planned modification has no date yet, so the logbook orders by entry. */
export async function modificationsPage(
  db: Db,
  userId: string,
  filters: ModificationFilters,
  cursor: string | undefined,
  limit: number,
) {
  const rows = await filterModifications(selectModifications(db, userId), filters)
    .$if(Boolean(cursor), (query) =>
      query.where(beforeCursor(cursor as string, 'modifications.created_at', 'modifications.id')),
    )
    .orderBy('modifications.created_at', 'desc')
    .orderBy('modifications.id', 'desc')
    .limit(limit + 1)
    .execute();
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return {
    data: pageRows.map(toModification),
    page: {
      nextCursor:
        rows.length > limit && last
          ? encodeCursor({ createdAt: last.created_at, id: last.id })
          : null,
    },
  };
}

export function modificationColumns(input: ModificationInput) {
  assertDates({ performedOn: input.performedOn }, ['performedOn']);
  const title = input.title.trim();
  if (!title) throw unprocessable({ title: 'This field is required.' });
  // A figure without its currency reads as nothing (docs/product.md#garage).
  if (input.cost != null && !input.currency) throw unprocessable({ currency: COST_NEEDS_CURRENCY });
  const retained = input.originalRetained ?? false;
  return {
    title,
    description: input.description?.trim() || null,
    system: input.system,
    status: input.status ?? 'planned',
    performed_on: input.performedOn ?? null,
    in_period: input.inPeriod ?? false,
    reversible: input.reversible ?? false,
    original_retained: retained,
    original_location: retained ? input.originalLocation?.trim() || null : null,
    reason: input.reason?.trim() || null,
    cost: input.cost ?? null,
    currency: input.currency ?? null,
  };
}

export async function findOwnedModification(
  db: Db,
  userId: string,
  id: string,
): Promise<Modification> {
  const row = await selectModifications(db, userId)
    .where('modifications.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(MODIFICATION_NOT_FOUND);
  return toModification(row);
}

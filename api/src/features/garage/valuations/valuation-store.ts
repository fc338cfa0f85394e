import type { Valuation, ValuationPatch } from '@vg/contract';
import type { Db } from '../../../db/database.js';
import { unprocessable } from '../../../http/errors.js';
import { assertDates, isoDate } from '../common/dates.js';
import { assertCurrencyWithAmount, tidyText } from '../common/money-input.js';

export const VALUATION_NOT_FOUND = 'Valuation not found';

export function selectValuations(db: Db, userId: string) {
  return db
    .selectFrom('vehicle_valuations')
    .select([
      'id',
      'vehicle_id',
      isoDate('valued_on').as('valued_on'),
      'amount',
      'currency',
      'kind',
      'valued_by',
      'note',
      'document_id',
      'created_at',
      'updated_at',
    ])
    .where('user_id', '=', userId);
}

type ValuationRow = Awaited<ReturnType<ReturnType<typeof selectValuations>['execute']>>[number];

export function toValuation(row: ValuationRow): Valuation {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    date: row.valued_on as string,
    amount: Number(row.amount),
    currency: row.currency,
    kind: row.kind,
    valuedBy: row.valued_by,
    note: row.note,
    documentId: row.document_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

interface StoredValuation {
  vehicle_id: string;
  amount: string;
  currency: string | null;
}

/**
 * The columns a body writes. The paper it names must be one of this car's, kept by its owner: a
 * valuation cannot point at another member's paper, nor learn that one exists (422 either way).
 */
export async function valuationColumns(
  db: Db,
  userId: string,
  vehicleId: string,
  input: ValuationPatch,
  stored: StoredValuation | null,
) {
  assertDates({ date: input.date });
  assertCurrencyWithAmount(
    input.amount ?? stored?.amount,
    input.currency !== undefined ? input.currency : stored?.currency,
  );
  if (input.documentId) {
    const paper = await db
      .selectFrom('vehicle_documents')
      .select('id')
      .where('id', '=', input.documentId)
      .where('vehicle_id', '=', vehicleId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!paper) throw unprocessable({ documentId: 'Choose one of this car’s papers.' });
  }
  return {
    ...(input.date !== undefined && { valued_on: input.date }),
    ...(input.amount !== undefined && { amount: input.amount }),
    ...(input.currency !== undefined && { currency: input.currency }),
    ...(input.kind !== undefined && { kind: input.kind }),
    ...(input.valuedBy !== undefined && { valued_by: tidyText(input.valuedBy) ?? null }),
    ...(input.note !== undefined && { note: tidyText(input.note) ?? null }),
    ...(input.documentId !== undefined && { document_id: input.documentId }),
  };
}

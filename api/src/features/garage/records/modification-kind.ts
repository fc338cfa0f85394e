import { notFound } from '../../../http/errors.js';
import { requireOwnedVehicle } from '../common/owned.js';
import type { Modification, ModificationFilters, ModificationInput } from '@vg/contract';
import {
  MODIFICATION_NOT_FOUND,
  filterModifications,
  findOwnedModification,
  modificationColumns,
  modificationsPage,
  selectModifications,
} from './modification-store.js';
import { deleteOwned, totalsByCurrency, type RecordKind } from './record-kind.js';

/** What was changed from original, planned or done, and whether it can be undone. */
export const modificationKind: RecordKind<Modification, ModificationInput, ModificationFilters> = {
  path: 'modifications',
  table: 'modifications',
  notFound: MODIFICATION_NOT_FOUND,
  page: modificationsPage,
  totals: (db, userId, filters) =>
    totalsByCurrency(filterModifications(selectModifications(db, userId), filters), {
      currency: 'modifications.currency',
      cost: 'modifications.cost',
    }),
  find: findOwnedModification,
  create: async (db, userId, vehicleId, input, enteredBy) => {
    const vehicle = await requireOwnedVehicle(db, userId, vehicleId);
    const { id } = await db
      .insertInto('modifications')
      .values({
        ...modificationColumns(input),
        user_id: userId,
        vehicle_id: vehicle.id,
        ...(enteredBy ? { entered_by: enteredBy } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return findOwnedModification(db, userId, id);
  },
  replace: async (db, userId, id, input) => {
    const updated = await db
      .updateTable('modifications')
      .set({ ...modificationColumns(input), updated_at: new Date() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw notFound(MODIFICATION_NOT_FOUND);
    return findOwnedModification(db, userId, id);
  },
  remove: (db, userId, id) => deleteOwned(db, 'modifications', userId, id),
};

// One member's garage, written straight through Kysely in a few multi-row inserts: seeding through
// the API would take 10,000 requests and measure nothing useful.
import type { Db } from '../src/db/database.js';
import { MAINTENANCE_CATEGORIES } from '@vg/contract';

export const VEHICLE_COUNT = 200;
export const RECORDS_PER_VEHICLE = 50;
/** Every seeded reading is below this, so a write at this reading passes the odometer check. */
export const SEEDED_ODOMETER_CEILING = 120_000;

const MODELS = [
  ['Jaguar', 'E-Type', 'Series 1 3.8'],
  ['Austin-Healey', '3000', 'Mk III'],
  ['MG', 'MGB', 'Roadster'],
  ['Porsche', '911', '2.2 T'],
  ['Mercedes-Benz', '280 SL', 'Pagoda'],
  ['Triumph', 'TR6', null],
  ['Alfa Romeo', 'Giulia', 'Sprint GT'],
  ['Volvo', 'P1800', 'S'],
] as const;
// Every kind of work but 'other', so the seeded logbooks read like real ones.
const CATEGORIES = MAINTENANCE_CATEGORIES.filter((category) => category !== 'other');
const ROWS_PER_INSERT = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const isoDaysAgo = (days: number) =>
  new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
const odometerAt = (vehicle: number, record: number) => 5_000 + vehicle * 100 + record * 1_500;

/** Seeds the garage for `userId`; answers the vehicle ids. */
export async function seedGarage(db: Db, userId: string): Promise<string[]> {
  const vehicles = await db
    .insertInto('vehicles')
    .values(
      Array.from({ length: VEHICLE_COUNT }, (_, index) => {
        const [make, model, variant] = MODELS[index % MODELS.length] ?? MODELS[0];
        const chassis = `${make.slice(0, 2).toUpperCase()}${String(100_000 + index)}`;
        return {
          user_id: userId,
          identifier_kind: 'chassis' as const,
          identifier: chassis,
          identifier_key: chassis,
          make,
          model,
          variant,
          model_year: 1950 + (index % 40),
          registration: `VG ${String(index).padStart(3, '0')}`,
          condition: 'driver' as const,
          odometer_reading: odometerAt(index, RECORDS_PER_VEHICLE - 1),
        };
      }),
    )
    .returning('id')
    .execute();

  const records = vehicles.flatMap(({ id }, vehicleIndex) =>
    Array.from({ length: RECORDS_PER_VEHICLE }, (_, recordIndex) => ({
      user_id: userId,
      vehicle_id: id,
      // One record a month, oldest first, the last one a month ago.
      performed_on: isoDaysAgo((RECORDS_PER_VEHICLE - recordIndex) * 30),
      odometer: odometerAt(vehicleIndex, recordIndex),
      category: CATEGORIES[recordIndex % CATEGORIES.length] ?? 'service',
      title: `Work item ${recordIndex + 1}`,
      notes: 'Checked and adjusted to the workshop manual.',
      labour_hours: 2,
      labour_cost: 120,
      total_cost: 120,
      currency: 'GBP',
    })),
  );
  for (let start = 0; start < records.length; start += ROWS_PER_INSERT) {
    await db
      .insertInto('maintenance_records')
      .values(records.slice(start, start + ROWS_PER_INSERT))
      .execute();
  }
  return vehicles.map(({ id }) => id);
}

// The community of the registry and feed bench (community-targets.ts): 10,000 public cars of 1,000
// keepers, 100,000 events on them (maintenance records, modifications, approved photos), and 50
// members who each follow 20 keepers and 30 cars. Written in multi-row inserts straight through
// Kysely, like the garage's seed.
import { sql } from 'kysely';
import type { Db } from '../src/db/database.js';

export const KEEPER_COUNT = 1_000;
export const PUBLIC_CAR_COUNT = 10_000;
export const EVENT_COUNT = 100_000;
export const FOLLOWER_COUNT = 50;
const KEEPERS_FOLLOWED = 20;
const CARS_FOLLOWED = 30;
const ROWS_PER_INSERT = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Makes as keepers type them: several spellings of one make on purpose. */
const MODELS = [
  ['Alfa Romeo', 'Giulia', 'Sprint GT', 'Bertone'],
  ['Alfa-Romeo', 'Giulia', 'Sprint GT Veloce', 'Bertone'],
  ['alfa romeo', 'Spider', 'Duetto', 'Pininfarina'],
  ['Jaguar', 'E-Type', 'Series 1 3.8', null],
  ['Austin-Healey', '3000', 'Mk III', null],
  ['MG', 'MGB', 'Roadster', null],
  ['Porsche', '911', '2.2 T', null],
  ['Mercedes-Benz', '280 SL', 'Pagoda', null],
  ['Lancia', 'Fulvia', 'Sport', 'Zagato'],
  ['Citroën', 'DS', '21 Pallas', null],
  ['Triumph', 'TR6', null, null],
  ['Volvo', 'P1800', 'S', 'Frua'],
  ['Aston Martin', 'DB5', null, 'Touring'],
  ['Lotus', 'Elan', 'S4', null],
  ['Fiat', '500', 'L', null],
  ['BMW', '2002', 'tii', null],
] as const;
const COLOURS = [
  'Rosso Corsa',
  'British Racing Green',
  'Old English White',
  'Azzurro',
  'Silver Birch',
];

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await insert(rows.slice(start, start + ROWS_PER_INSERT));
}

export interface SeededCommunity {
  followerIds: string[];
}

export async function seedCommunity(db: Db): Promise<SeededCommunity> {
  const now = new Date();
  const member = (prefix: string, index: number) => ({
    email: `${prefix}${index}@bench.example.test`,
    username: `${prefix}${index}`,
    display_name: `${prefix === 'keeper' ? 'Keeper' : 'Reader'} ${index}`,
    consented_at: now,
    email_verified_at: now,
    updated_at: now,
  });
  const keepers = await db
    .insertInto('users')
    .values(Array.from({ length: KEEPER_COUNT }, (_, index) => member('keeper', index)))
    .returning('id')
    .execute();

  const cars: { id: string }[] = [];
  await insertAll(
    Array.from({ length: PUBLIC_CAR_COUNT }, (_, index) => {
      const [make, model, variant, coachbuilder] = MODELS[index % MODELS.length] ?? MODELS[0];
      return {
        user_id: keepers[index % KEEPER_COUNT]!.id,
        identifier_kind: 'chassis' as const,
        identifier: `R${String(1_000_000 + index)}`,
        identifier_key: `R${String(1_000_000 + index)}`,
        make,
        model,
        variant,
        coachbuilder,
        current_colour: COLOURS[index % COLOURS.length] ?? null,
        model_year: 1950 + ((index * 7) % 40),
        visibility: 'public' as const,
        condition: 'driver' as const,
      };
    }),
    async (chunk) =>
      cars.push(...(await db.insertInto('vehicles').values(chunk).returning('id').execute())),
  );
  const ownerOf = (car: number) => keepers[car % KEEPER_COUNT]!.id;

  // 70% maintenance, 20% modifications, 10% approved photos, spread over two years.
  const at = (event: number) => daysAgo((event * 7.3) % 730);
  const maintenance = Math.round(EVENT_COUNT * 0.7);
  const modifications = Math.round(EVENT_COUNT * 0.2);
  const photos = EVENT_COUNT - maintenance - modifications;
  await insertAll(
    Array.from({ length: maintenance }, (_, event) => {
      const car = event % PUBLIC_CAR_COUNT;
      return {
        user_id: ownerOf(car),
        vehicle_id: cars[car]!.id,
        performed_on: at(event).toISOString().slice(0, 10),
        category: 'service' as const,
        title: `Service ${event}`,
        created_at: at(event),
      };
    }),
    (chunk) =>
      db
        .insertInto('maintenance_records')
        .values(chunk as never)
        .execute(),
  );
  await insertAll(
    Array.from({ length: modifications }, (_, event) => {
      const car = (event * 3) % PUBLIC_CAR_COUNT;
      return {
        user_id: ownerOf(car),
        vehicle_id: cars[car]!.id,
        title: `Upgrade ${event}`,
        system: 'brakes' as const,
        created_at: at(event + maintenance),
      };
    }),
    (chunk) =>
      db
        .insertInto('modifications')
        .values(chunk as never)
        .execute(),
  );
  const pixel = new Uint8Array([0]);
  await insertAll(
    Array.from({ length: photos }, (_, event) => {
      const car = (event * 11) % PUBLIC_CAR_COUNT;
      return {
        user_id: ownerOf(car),
        vehicle_id: cars[car]!.id,
        moderation_status: 'approved' as const,
        moderated_at: at(event + maintenance + modifications),
        width: 4,
        height: 3,
        display_image: pixel,
        thumb_image: pixel,
      };
    }),
    (chunk) => db.insertInto('vehicle_photos').values(chunk).execute(),
  );

  const followers = await db
    .insertInto('users')
    .values(Array.from({ length: FOLLOWER_COUNT }, (_, index) => member('reader', index)))
    .returning('id')
    .execute();
  await db
    .insertInto('keeper_follows')
    .values(
      followers.flatMap((follower, f) =>
        Array.from({ length: KEEPERS_FOLLOWED }, (_, k) => ({
          follower_id: follower.id,
          keeper_id: keepers[(f * 37 + k * 13) % KEEPER_COUNT]!.id,
        })),
      ),
    )
    .execute();
  await db
    .insertInto('vehicle_follows')
    .values(
      followers.flatMap((follower, f) =>
        Array.from({ length: CARS_FOLLOWED }, (_, c) => ({
          follower_id: follower.id,
          vehicle_id: cars[(f * 211 + c * 97) % PUBLIC_CAR_COUNT]!.id,
        })),
      ),
    )
    .execute();
  // Fresh statistics and visibility maps, as autovacuum would have them on a server that grew to
  // this size (it vacuums a table after inserts too): index-only scans depend on the latter.
  await sql`vacuum analyze`.execute(db);
  return { followerIds: followers.map(({ id }) => id) };
}

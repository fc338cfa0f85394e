import type { OdometerUnit } from '@vg/contract';
import type { Db } from '../../../db/database.js';
import { vehicleTitle } from '../vehicles/vehicle-mapper.js';
import type { CarOfRow } from './read-rows.js';

// Which of the member's cars a row of a whole garage's file is of (docs/product.md#importing-history):
// its car cell read against the member's own cars only, by registration or VIN/chassis number
// first, else by name ('1967 Jaguar E-Type', 'Jaguar E-Type', 'E-Type'), case and spaces let go.

export interface ImportCar {
  id: string;
  title: string;
  registration: string | null;
  identifier: string | null;
  make: string;
  model: string;
  variant: string | null;
  year: number | null;
  unit: OdometerUnit;
}

/** The caller's own cars, in the order their garage lists them: never a car of anyone else. */
export async function garageCars(db: Db, userId: string): Promise<ImportCar[]> {
  const rows = await db
    .selectFrom('vehicles')
    .select([
      'id',
      'registration',
      'identifier',
      'make',
      'model',
      'variant',
      'model_year',
      'odometer_unit',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: vehicleTitle(row),
    registration: row.registration,
    identifier: row.identifier,
    make: row.make,
    model: row.model,
    variant: row.variant,
    year: row.model_year,
    unit: row.odometer_unit,
  }));
}

/** A car cell or a car's name as compared: case, spaces and Unicode's variant forms let go. */
export const carKey = (text: string) =>
  text.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/gu, '');

const joined = (...parts: (string | number | null)[]) =>
  parts.filter((part) => part !== null && part !== '').join(' ');

function namesOf(car: ImportCar): string[] {
  return [
    car.title,
    joined(car.make, car.model),
    joined(car.year, car.make, car.model),
    joined(car.make, car.model, car.variant),
    joined(car.model, car.variant),
    car.model,
  ];
}

const COUNT_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const SHOWN_CELL = 80;

export const NO_CAR_COLUMN =
  'no column names its car: choose the column that says which car each row is of';
export const NO_CAR_NAMED =
  'it names no car: say which car it is of (its registration, VIN, name, or make and model)';
export const unknownCar = (cell: string) => `no car in your garage is called '${cell}'`;
export const ambiguousCar = (cell: string, count: number) =>
  `${COUNT_WORDS[count] ?? count} cars in your garage are called '${cell}': use the registration or VIN`;

function index(cars: ImportCar[], keysOf: (car: ImportCar) => (string | null)[]) {
  const found = new Map<string, Set<ImportCar>>();
  for (const car of cars)
    for (const text of keysOf(car)) {
      const key = text ? carKey(text) : '';
      if (!key) continue;
      const set = found.get(key) ?? new Set();
      set.add(car);
      found.set(key, set);
    }
  return found;
}

/**
 * Reads each row's car cell against the member's cars: a registration or VIN names one car
 * however the cars are called; a name must name exactly one, else the row is refused with why.
 */
export function carReader(cars: ImportCar[], hasColumn: boolean): CarOfRow {
  const byNumber = index(cars, (car) => [car.registration, car.identifier]);
  const byName = index(cars, namesOf);
  return (cell) => {
    if (!hasColumn) return NO_CAR_COLUMN;
    const text = cell?.trim() ?? '';
    if (!text) return NO_CAR_NAMED;
    const key = carKey(text);
    const shown = text.length > SHOWN_CELL ? `${text.slice(0, SHOWN_CELL)}…` : text;
    const numbered = byNumber.get(key);
    const matched = numbered?.size === 1 ? numbered : (byName.get(key) ?? numbered);
    if (!matched || matched.size === 0) return unknownCar(shown);
    if (matched.size > 1) return ambiguousCar(shown, matched.size);
    const [car] = [...matched];
    return { id: car!.id, unit: car!.unit };
  };
}

import type {
  EconomyInterval,
  EconomyUnit,
  FuelEconomy,
  OdometerUnit,
  VolumeUnit,
} from '@vg/contract';

// Fuel economy by the classic method (docs/product.md#fuel): only between two full fills. The
// distance from one full fill to the next, over every volume put in after the first up to and
// including the next (partial fills between count their volume). Fills before the first full one
// count for nothing: what the tank held then is not known.

export const LITRES_PER: Record<VolumeUnit, number> = {
  litre: 1,
  us_gallon: 3.785411784,
  imperial_gallon: 4.54609,
};
export const KM_PER_MILE = 1.609344;

export interface EconomyFill {
  date: string;
  odometer: number;
  volume: number;
  volumeUnit: VolumeUnit;
  full: boolean;
}

/** The unit a car's economy is told in when the caller names none. */
export const defaultEconomyUnit = (odometerUnit: OdometerUnit): EconomyUnit =>
  odometerUnit === 'mi' ? 'mpg_uk' : 'l_per_100km';

/** A distance (in the car's unit) over litres, in `unit`. */
export function economyIn(
  unit: EconomyUnit,
  distance: number,
  litres: number,
  odometerUnit: OdometerUnit,
): number {
  const km = odometerUnit === 'km' ? distance : distance * KM_PER_MILE;
  const miles = km / KM_PER_MILE;
  switch (unit) {
    case 'l_per_100km':
      return (litres / km) * 100;
    case 'mpg_uk':
      return miles / (litres / LITRES_PER.imperial_gallon);
    case 'mpg_us':
      return miles / (litres / LITRES_PER.us_gallon);
  }
}

const round = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

/** Each interval between full fills, and all of them together, in `unit`. */
export function fuelEconomy(
  fills: readonly EconomyFill[],
  odometerUnit: OdometerUnit,
  unit: EconomyUnit,
): FuelEconomy {
  const ordered = [...fills].sort(
    (a, b) => a.date.localeCompare(b.date) || a.odometer - b.odometer,
  );
  const intervals: EconomyInterval[] = [];
  let start: EconomyFill | null = null;
  let litres = 0;
  let totalDistance = 0;
  let totalLitres = 0;
  for (const fill of ordered) {
    if (start === null) {
      if (fill.full) start = fill;
      continue;
    }
    litres += fill.volume * LITRES_PER[fill.volumeUnit];
    if (!fill.full) continue;
    const distance = fill.odometer - start.odometer;
    // A reading that did not move (or went back: a replaced clock) gives no economy to speak of.
    if (distance > 0 && litres > 0) {
      intervals.push({
        from: start.date,
        to: fill.date,
        fromOdometer: start.odometer,
        toOdometer: fill.odometer,
        distance,
        litres: round(litres, 3),
        economy: round(economyIn(unit, distance, litres, odometerUnit), 2),
      });
      totalDistance += distance;
      totalLitres += litres;
    }
    start = fill;
    litres = 0;
  }
  return {
    unit,
    odometerUnit,
    overall:
      intervals.length > 0
        ? round(economyIn(unit, totalDistance, totalLitres, odometerUnit), 2)
        : null,
    intervals,
  };
}

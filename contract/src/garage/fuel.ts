import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';
import { VOLUME_UNITS, ECONOMY_UNITS } from '../rules/keeping-kinds.js';
import { Currency, IsoDate, Money, Odometer, OptionalText, StringEnum } from './common.js';
import { ODOMETER_UNITS } from './vehicles.js';

// Fill-ups and the economy worked out from them (docs/product.md#fuel).

// The kinds and their names are rules (the screens bundle them, no schema with them).
export {
  VOLUME_UNITS,
  ECONOMY_UNITS,
  ECONOMY_UNIT_LABELS,
  type VolumeUnit,
  type EconomyUnit,
} from '../rules/keeping-kinds.js';

/**
 * `POST /vehicles/:vehicleId/fuel`. `odometer` is in the car's unit; `full` false is a partial
 * fill. A price needs its currency (422 naming `currency`).
 */
export const FuelInput = Type.Object(
  {
    date: IsoDate,
    odometer: Odometer,
    // Kept to a thousandth (numeric(10, 3)): anything less would be stored as nothing filled.
    volume: Type.Number({
      minimum: 0.001,
      maximum: 100_000,
      errorMessages: { minimum: 'Give the volume filled.' },
    }),
    volumeUnit: StringEnum(VOLUME_UNITS),
    totalPrice: Type.Optional(Nullable(Money)),
    currency: Type.Optional(Nullable(Currency)),
    /** Filled to the brim: economy is counted between full fills only. Default true. */
    full: Type.Optional(Type.Boolean()),
    note: OptionalText(2000),
  },
  { additionalProperties: false },
);
export type FuelInput = Static<typeof FuelInput>;

export const FuelPatch = Type.Partial(FuelInput, { additionalProperties: false });
export type FuelPatch = Static<typeof FuelPatch>;

export const FuelFill = Type.Object({
  id: Type.String(),
  vehicleId: Type.String(),
  date: Type.String(),
  odometer: Type.Integer(),
  volume: Type.Number(),
  volumeUnit: StringEnum(VOLUME_UNITS),
  totalPrice: Nullable(Type.Number()),
  currency: Nullable(Type.String()),
  full: Type.Boolean(),
  note: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type FuelFill = Static<typeof FuelFill>;

/**
 * Between two full fills: the distance driven over every volume put in after the first, up to and
 * including the second (partial fills between count their volume). A chart point: `to` on the x axis.
 */
export const EconomyInterval = Type.Object({
  from: Type.String({ description: 'day of the full fill the interval starts at' }),
  to: Type.String({ description: 'day of the next full fill, where it ends' }),
  fromOdometer: Type.Integer(),
  toOdometer: Type.Integer(),
  distance: Type.Number({ description: "in the car's unit" }),
  litres: Type.Number(),
  economy: Type.Number({ description: 'in `unit`' }),
});
export type EconomyInterval = Static<typeof EconomyInterval>;

export const FuelEconomy = Type.Object({
  unit: StringEnum(ECONOMY_UNITS),
  odometerUnit: StringEnum(ODOMETER_UNITS),
  /** Every interval's distance over every interval's volume; null until two full fills exist. */
  overall: Nullable(Type.Number()),
  intervals: Type.Array(EconomyInterval),
});
export type FuelEconomy = Static<typeof FuelEconomy>;

/** `GET /vehicles/:vehicleId/fuel?economy=`: fills newest first, and the economy in `economy`. */
export const FuelList = Type.Object({
  fills: Type.Array(FuelFill),
  economy: FuelEconomy,
});
export type FuelList = Static<typeof FuelList>;

/** Default from the car's odometer unit: mi → mpg_uk, km → l_per_100km. */
export const FuelListQuery = Type.Object({
  economy: Type.Optional(StringEnum(ECONOMY_UNITS)),
});
export type FuelListQuery = Static<typeof FuelListQuery>;

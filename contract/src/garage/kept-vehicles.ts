import { Type, type Static } from '@sinclair/typebox';

// "Cars I have kept" (docs/product.md#hand-over): the read-only copy of a car's history up to the
// day its keeper handed it over, kept by the keeper who sold it.

export const KeptVehicle = Type.Object({
  id: Type.String(),
  vehicleId: Type.String(),
  title: Type.String(),
  handedOverOn: Type.String(),
  keptAt: Type.String(),
});
export type KeptVehicle = Static<typeof KeptVehicle>;

const Entry = Type.Record(Type.String(), Type.Unknown());

/** The history as it was on the day of the sale: the particulars, and each record as it stood. */
export const KeptHistory = Type.Object({
  vehicle: Entry,
  maintenance: Type.Array(Entry),
  modifications: Type.Array(Entry),
  ownership: Type.Array(Entry),
});
export type KeptHistory = Static<typeof KeptHistory>;

export const KeptVehicleDetail = Type.Composite([
  KeptVehicle,
  Type.Object({ history: KeptHistory }),
]);
export type KeptVehicleDetail = Static<typeof KeptVehicleDetail>;

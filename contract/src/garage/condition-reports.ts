import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';
import { CONDITIONS } from '../rules/index.js';
import { IsoDate, OptionalText, StringEnum } from './common.js';

// The car's condition as someone found it on a day, on the product's scale (CONDITIONS). The
// latest report by date is the car's current condition (vehicles.condition); deleting it falls back
// to the one before (docs/product.md#valuations-and-condition).

export const ConditionReportInput = Type.Object(
  {
    date: IsoDate,
    condition: StringEnum(CONDITIONS),
    reportedBy: OptionalText(200),
    notes: OptionalText(5000),
  },
  { additionalProperties: false },
);
export type ConditionReportInput = Static<typeof ConditionReportInput>;

/** A change to a report: any of its fields; the car follows whichever report is then the latest. */
export const ConditionReportPatch = Type.Partial(ConditionReportInput, {
  additionalProperties: false,
});
export type ConditionReportPatch = Static<typeof ConditionReportPatch>;

export const ConditionReport = Type.Object({
  id: Type.String(),
  vehicleId: Type.String(),
  date: Type.String(),
  condition: StringEnum(CONDITIONS),
  reportedBy: Nullable(Type.String()),
  notes: Nullable(Type.String()),
  /** The latest report by date (then by entry): the one the car's condition is. */
  current: Type.Boolean(),
  createdAt: Type.String(),
});
export type ConditionReport = Static<typeof ConditionReport>;

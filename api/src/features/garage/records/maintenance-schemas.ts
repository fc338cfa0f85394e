import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../../../http/schemas.js';
import { Currency, IsoDate, Money, Odometer, OptionalText, StringEnum } from '../common/schemas.js';

export const MAINTENANCE_CATEGORIES = [
  'service',
  'repair',
  'inspection',
  'restoration',
  'lay_up',
  'recommission',
  'other',
] as const;
export const PERFORMERS = ['owner', 'shop', 'specialist'] as const;
export const PART_SOURCES = [
  'oem',
  'new_old_stock',
  'reproduction',
  'aftermarket',
  'used',
  'rebuilt',
] as const;
export const MAX_PARTS = 100;

const PartInput = Type.Object(
  {
    description: Type.String({ minLength: 1, maxLength: 200 }),
    partNumber: OptionalText(80),
    brand: OptionalText(80),
    quantity: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100_000 })),
    unitCost: Type.Optional(Nullable(Money)),
    source: Type.Optional(Nullable(StringEnum(PART_SOURCES))),
  },
  { additionalProperties: false },
);

export const MaintenanceInput = Type.Object(
  {
    performedOn: IsoDate,
    odometer: Type.Optional(Nullable(Odometer)),
    /** The owner confirms a reading lower than an earlier record's (an odometer swap, a rollover). */
    odometerConfirmed: Type.Optional(Type.Boolean()),
    category: StringEnum(MAINTENANCE_CATEGORIES),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    notes: OptionalText(20_000),
    performedBy: Type.Optional(StringEnum(PERFORMERS)),
    shopName: OptionalText(120),
    labourHours: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 10_000 }))),
    partsCost: Type.Optional(Nullable(Money)),
    labourCost: Type.Optional(Nullable(Money)),
    totalCost: Type.Optional(Nullable(Money)),
    currency: Type.Optional(Nullable(Currency)),
    parts: Type.Optional(Type.Array(PartInput, { maxItems: MAX_PARTS })),
    /** Completing a reminder logs this record and schedules the next one. */
    reminderId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export type MaintenanceInputBody = Static<typeof MaintenanceInput>;

const Part = Type.Object({
  id: Type.String(),
  description: Type.String(),
  partNumber: Nullable(Type.String()),
  brand: Nullable(Type.String()),
  quantity: Type.Number(),
  unitCost: Nullable(Type.Number()),
  source: Nullable(Type.String()),
});

export const MaintenanceRecord = Type.Object({
  id: Type.String(),
  vehicleId: Type.String(),
  vehicleTitle: Type.String(),
  performedOn: Type.String(),
  odometer: Nullable(Type.Integer()),
  odometerUnit: Type.String(),
  category: Type.String(),
  title: Type.String(),
  notes: Nullable(Type.String()),
  performedBy: Type.String(),
  shopName: Nullable(Type.String()),
  labourHours: Nullable(Type.Number()),
  partsCost: Nullable(Type.Number()),
  labourCost: Nullable(Type.Number()),
  totalCost: Nullable(Type.Number()),
  currency: Nullable(Type.String()),
  parts: Type.Array(Part),
  createdAt: Type.String(),
});
export type MaintenanceRecordDto = Static<typeof MaintenanceRecord>;

export const RecordFilters = Type.Object({
  vehicleId: Type.Optional(Type.String({ format: 'uuid' })),
  category: Type.Optional(StringEnum(MAINTENANCE_CATEGORIES)),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
});
export type RecordFiltersInput = Static<typeof RecordFilters>;

export const Totals = Type.Object({
  count: Type.Integer(),
  /** One sum per currency: costs in different currencies are never added together. */
  costs: Type.Array(Type.Object({ currency: Nullable(Type.String()), total: Type.Number() })),
});
export type Totals = Static<typeof Totals>;

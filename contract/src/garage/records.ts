import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';
import { Currency, IsoDate, Money, Odometer, OptionalText, StringEnum } from './common.js';
import { MAINTENANCE_CATEGORIES } from './maintenance-categories.js';

// The garage's two kinds of record, maintenance and modifications: what an owner sends, what the
// API answers, the filters of their lists and their totals.

// Maintenance: work done on a car, with its parts.
export const PERFORMERS = ['owner', 'shop', 'specialist'] as const;
export const PART_SOURCES = [
  'oem',
  'new_old_stock',
  'reproduction',
  'aftermarket',
  'used',
  'rebuilt',
] as const;
export type Performer = (typeof PERFORMERS)[number];
export type PartSource = (typeof PART_SOURCES)[number];
export const MAX_PARTS = 100;

export const PartInput = Type.Object(
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

export type PartInput = Static<typeof PartInput>;

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
export type MaintenanceInput = Static<typeof MaintenanceInput>;

export const Part = Type.Object({
  id: Type.String(),
  description: Type.String(),
  partNumber: Nullable(Type.String()),
  brand: Nullable(Type.String()),
  quantity: Type.Number(),
  unitCost: Nullable(Type.Number()),
  source: Nullable(StringEnum(PART_SOURCES)),
});

export type Part = Static<typeof Part>;

/**
 * Who entered an entry, as its keeper reads it (docs/product.md#hand-over): themselves, or the
 * keeper before them. Entries are never re-attributed when the car changes hands.
 */
export const RECORDERS = ['keeper', 'previous-keeper', 'workshop', 'co-keeper'] as const;
export type Recorder = (typeof RECORDERS)[number];

/** Who entered an entry (docs/product.md#workshops-and-co-keepers), as its car's keeper reads it. */
export const AUTHORSHIP = {
  /** Left out, the keeper. */
  recordedBy: Type.Optional(StringEnum(RECORDERS)),
  /** A workshop's business name, or a co-keeper's username while they still have access. */
  recordedByName: Type.Optional(Nullable(Type.String())),
};

export const MaintenanceRecord = Type.Object({
  id: Type.String(),
  vehicleId: Type.String(),
  vehicleTitle: Type.String(),
  performedOn: Type.String(),
  odometer: Nullable(Type.Integer()),
  odometerUnit: Type.String(),
  category: StringEnum(MAINTENANCE_CATEGORIES),
  title: Type.String(),
  notes: Nullable(Type.String()),
  performedBy: StringEnum(PERFORMERS),
  shopName: Nullable(Type.String()),
  labourHours: Nullable(Type.Number()),
  partsCost: Nullable(Type.Number()),
  labourCost: Nullable(Type.Number()),
  totalCost: Nullable(Type.Number()),
  currency: Nullable(Type.String()),
  parts: Type.Array(Part),
  ...AUTHORSHIP,
  createdAt: Type.String(),
  /** The version an update names in If-Match (docs/adr/0015). */
  updatedAt: Type.String(),
});
export type MaintenanceRecord = Static<typeof MaintenanceRecord>;

export const RecordFilters = Type.Object({
  vehicleId: Type.Optional(Type.String({ format: 'uuid' })),
  category: Type.Optional(StringEnum(MAINTENANCE_CATEGORIES)),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
});
export type RecordFilters = Static<typeof RecordFilters>;

export const Totals = Type.Object({
  count: Type.Integer(),
  /** One sum per currency: costs in different currencies are never added together. */
  costs: Type.Array(Type.Object({ currency: Nullable(Type.String()), total: Type.Number() })),
});
export type Totals = Static<typeof Totals>;

// Modifications: what was changed from original, planned or done, and whether it can be undone.
export const MODIFICATION_SYSTEMS = [
  'engine',
  'fuel',
  'ignition',
  'electrical',
  'cooling',
  'exhaust',
  'drivetrain',
  'suspension',
  'brakes',
  'steering',
  'wheels_tyres',
  'body',
  'paint',
  'interior',
  'safety',
  'comfort',
] as const;
export const MODIFICATION_STATUSES = ['planned', 'in_progress', 'completed', 'reverted'] as const;
export type ModificationSystem = (typeof MODIFICATION_SYSTEMS)[number];
export type ModificationStatus = (typeof MODIFICATION_STATUSES)[number];

export const ModificationInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    description: OptionalText(20_000),
    system: StringEnum(MODIFICATION_SYSTEMS),
    status: Type.Optional(StringEnum(MODIFICATION_STATUSES)),
    performedOn: Type.Optional(Nullable(IsoDate)),
    /** Done as it could have been done when the car was new (a period tuning kit), or not. */
    inPeriod: Type.Optional(Type.Boolean()),
    reversible: Type.Optional(Type.Boolean()),
    originalRetained: Type.Optional(Type.Boolean()),
    originalLocation: OptionalText(200),
    reason: OptionalText(2_000),
    cost: Type.Optional(Nullable(Money)),
    currency: Type.Optional(Nullable(Currency)),
  },
  { additionalProperties: false },
);
export type ModificationInput = Static<typeof ModificationInput>;

export const Modification = Type.Object({
  id: Type.String(),
  vehicleId: Type.String(),
  vehicleTitle: Type.String(),
  title: Type.String(),
  description: Nullable(Type.String()),
  system: StringEnum(MODIFICATION_SYSTEMS),
  status: StringEnum(MODIFICATION_STATUSES),
  performedOn: Nullable(Type.String()),
  inPeriod: Type.Boolean(),
  reversible: Type.Boolean(),
  originalRetained: Type.Boolean(),
  originalLocation: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  cost: Nullable(Type.Number()),
  currency: Nullable(Type.String()),
  ...AUTHORSHIP,
  createdAt: Type.String(),
  /** The version an update names in If-Match (docs/adr/0015). */
  updatedAt: Type.String(),
});
export type Modification = Static<typeof Modification>;

export const ModificationFilters = Type.Object({
  vehicleId: Type.Optional(Type.String({ format: 'uuid' })),
  system: Type.Optional(StringEnum(MODIFICATION_SYSTEMS)),
  status: Type.Optional(StringEnum(MODIFICATION_STATUSES)),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
});
export type ModificationFilters = Static<typeof ModificationFilters>;

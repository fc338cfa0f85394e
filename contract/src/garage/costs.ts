import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';
import { Currency, IsoDate, Money, OptionalText, StringEnum } from './common.js';

// What keeping a car costs besides the work on it (docs/product.md#costs-of-keeping).

export const COST_KINDS = [
  'insurance',
  'road_tax',
  'inspection',
  'storage',
  'transport',
  'club',
  'other',
] as const;
export type CostKind = (typeof COST_KINDS)[number];

export const COST_KIND_LABELS: Record<CostKind, string> = {
  insurance: 'Insurance',
  road_tax: 'Road tax or registration',
  inspection: 'Inspection fee',
  storage: 'Storage',
  transport: 'Transport',
  club: 'Club membership',
  other: 'Other',
};

/** The title of the renewal reminder a recurring cost makes ('Renew insurance'). */
export const COST_RENEWAL_TITLES: Record<CostKind, string> = {
  insurance: 'Renew insurance',
  road_tax: 'Renew road tax',
  inspection: 'Book the inspection',
  storage: 'Renew storage',
  transport: 'Pay for transport',
  club: 'Renew club membership',
  other: 'Renew',
};

export const COST_RECURRENCES = ['yearly', 'monthly'] as const;
export type CostRecurrence = (typeof COST_RECURRENCES)[number];

/**
 * `POST /vehicles/:vehicleId/costs`. An amount needs its currency (422 naming `currency`, as a
 * record's cost does). A recurring cost makes one open renewal reminder, due a year or a month after
 * `date`; the next cost of the same kind entered later moves that reminder on instead of adding one.
 */
export const CostInput = Type.Object(
  {
    kind: StringEnum(COST_KINDS),
    date: IsoDate,
    amount: Money,
    currency: Type.Optional(Nullable(Currency)),
    recurrence: Type.Optional(Nullable(StringEnum(COST_RECURRENCES))),
    note: OptionalText(2000),
  },
  { additionalProperties: false },
);
export type CostInput = Static<typeof CostInput>;

/** `PATCH /costs/:id`: any subset; the renewal reminder follows the new date, kind or recurrence. */
export const CostPatch = Type.Partial(CostInput, { additionalProperties: false });
export type CostPatch = Static<typeof CostPatch>;

export const Cost = Type.Object({
  id: Type.String(),
  vehicleId: Type.String(),
  kind: StringEnum(COST_KINDS),
  date: Type.String(),
  amount: Type.Number(),
  currency: Nullable(Type.String()),
  recurrence: Nullable(StringEnum(COST_RECURRENCES)),
  note: Nullable(Type.String()),
  /** The open renewal reminder this cost made (a recurring cost, the latest of its series), if any. */
  reminderId: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Cost = Static<typeof Cost>;

import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';
import { COST_KINDS, COST_RECURRENCES } from '../rules/keeping-kinds.js';
import { Currency, IsoDate, Money, OptionalText, StringEnum } from './common.js';

// What keeping a car costs besides the work on it (docs/product.md#costs-of-keeping).

// The kinds and their names are rules (the screens bundle them, no schema with them).
export {
  COST_KINDS,
  COST_KIND_LABELS,
  COST_RENEWAL_TITLES,
  COST_RECURRENCES,
  type CostKind,
  type CostRecurrence,
} from '../rules/keeping-kinds.js';

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

import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';
import { VALUATION_KINDS } from '../rules/keeping-kinds.js';
import { Currency, IsoDate, Money, OptionalText, StringEnum } from './common.js';

// What a car is worth, as someone said on a day (docs/product.md#valuations-and-condition).

// The kinds and their names are rules (the screens bundle them, no schema with them).
export {
  VALUATION_KINDS,
  VALUATION_KIND_LABELS,
  type ValuationKind,
} from '../rules/keeping-kinds.js';

/**
 * `POST /vehicles/:vehicleId/valuations`. `documentId` is one of this car's papers (422 naming
 * `documentId` otherwise); an amount needs its currency (422 naming `currency`).
 */
export const ValuationInput = Type.Object(
  {
    date: IsoDate,
    amount: Money,
    currency: Type.Optional(Nullable(Currency)),
    kind: StringEnum(VALUATION_KINDS),
    valuedBy: OptionalText(200),
    note: OptionalText(2000),
    documentId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
  },
  { additionalProperties: false },
);
export type ValuationInput = Static<typeof ValuationInput>;

export const ValuationPatch = Type.Partial(ValuationInput, { additionalProperties: false });
export type ValuationPatch = Static<typeof ValuationPatch>;

export const Valuation = Type.Object({
  id: Type.String(),
  vehicleId: Type.String(),
  date: Type.String(),
  amount: Type.Number(),
  currency: Nullable(Type.String()),
  kind: StringEnum(VALUATION_KINDS),
  valuedBy: Nullable(Type.String()),
  note: Nullable(Type.String()),
  documentId: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Valuation = Static<typeof Valuation>;

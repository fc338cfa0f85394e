import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';
import { Currency, IsoDate, Money, OptionalText, StringEnum } from './common.js';

// What a car is worth, as someone said on a day (docs/product.md#valuations-and-condition).

export const VALUATION_KINDS = ['agreed', 'appraisal', 'auction_estimate', 'sale_offer'] as const;
export type ValuationKind = (typeof VALUATION_KINDS)[number];

export const VALUATION_KIND_LABELS: Record<ValuationKind, string> = {
  agreed: 'Agreed value (insurance)',
  appraisal: 'Appraisal',
  auction_estimate: 'Auction estimate',
  sale_offer: 'Sale offer',
};

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

import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';

// Field schemas shared by every garage body, each worded for the owner who sees the message.

export const OptionalText = (maxLength: number) =>
  Type.Optional(Nullable(Type.String({ maxLength })));

/** A day; the API's `date` format also checks the calendar has it (no 2024-02-30, no year 0). */
export const IsoDate = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  format: 'date',
  errorMessages: {
    pattern: 'Use a date such as 1967-05-31.',
    format: 'This day does not exist in the calendar.',
  },
});

/** The most an amount may be: what numeric(12, 2) holds, a sum of amounts included. */
export const MONEY_MAX = 9_999_999_999.99;
export const Money = Type.Number({ minimum: 0, maximum: 9_999_999_999 });

export const Currency = Type.String({
  pattern: '^[A-Z]{3}$',
  errorMessages: { pattern: 'Use a three-letter currency code such as GBP.' },
});

export const Odometer = Type.Integer({ minimum: 0, maximum: 9_999_999 });

export const Limit = Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 }));

/** The query of a plain cursor-paged list: where the last page ended, and how many to answer. */
export const PageQuery = Type.Object({
  cursor: Type.Optional(Type.String({ maxLength: 300 })),
  limit: Limit,
});
export type PageQuery = Static<typeof PageQuery>;

export const VehicleIdParams = Type.Object({ vehicleId: Type.String({ format: 'uuid' }) });

/** A string union with the enum keyword, so a wrong value names the allowed ones. */
export const StringEnum = <T extends string>(
  values: readonly T[],
  options: Record<string, unknown> = {},
) => Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });

import { Type, type Static, type TSchema } from '@sinclair/typebox';

// Field schemas shared by every garage body, each worded for the owner who sees the message.

/**
 * `schema` or null as a type list ({ type: ['integer', 'null'] }), for request bodies. Not anyOf (the shared
 * `Nullable`): Fastify's validator coerces types, and inside anyOf it turns a null into 0 or '' on the
 * first branch before the null branch is tried, so "no reading" would be stored as a reading of 0.
 */
export function OrNull<T extends TSchema>(schema: T) {
  // A JSON copy drops TypeBox's symbols; what is left is the plain JSON Schema the validator reads.
  const plain = JSON.parse(JSON.stringify(schema)) as { type: string; enum?: unknown[] } & Record<string, unknown>;
  return Type.Unsafe<Static<T> | null>({
    ...plain,
    type: [plain.type, 'null'],
    ...(plain.enum ? { enum: [...plain.enum, null] } : {}),
  });
}

export const OptionalText = (maxLength: number) => Type.Optional(OrNull(Type.String({ maxLength })));

export const IsoDate = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  errorMessages: { pattern: 'Use a date such as 1967-05-31.' },
});

export const Money = Type.Number({ minimum: 0, maximum: 9_999_999_999 });

export const Currency = Type.String({
  pattern: '^[A-Z]{3}$',
  errorMessages: { pattern: 'Use a three-letter currency code such as GBP.' },
});

export const Odometer = Type.Integer({ minimum: 0, maximum: 9_999_999 });

export const Limit = Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 }));

export const VehicleIdParams = Type.Object({ vehicleId: Type.String({ format: 'uuid' }) });

/** A string union with the enum keyword, so a wrong value names the allowed ones. */
export const StringEnum = <T extends string>(values: readonly T[], options: Record<string, unknown> = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });


import { Type, type Static, type TSchema } from '@sinclair/typebox';

// The shapes every route shares: the error body, the data and page wrappers, ids and cursors.

export const ErrorBody = Type.Object(
  {
    error: Type.Object({
      message: Type.String(),
      fields: Type.Optional(Type.Record(Type.String(), Type.String())),
    }),
  },
  { $id: 'ErrorBody' },
);
export type ErrorBody = Static<typeof ErrorBody>;

/**
 * `schema` or null, as a type list ({ type: ['integer', 'null'] }) rather than anyOf: the
 * validator coerces types, and inside anyOf it turns a null into 0 or '' on the first branch
 * before the null branch is tried ("no reading" would be stored as a reading of 0).
 */
export function Nullable<T extends TSchema>(schema: T) {
  // A JSON copy drops TypeBox's symbols; what is left is the plain JSON Schema the validator reads.
  const plain = JSON.parse(JSON.stringify(schema)) as { type?: string; enum?: unknown[] } & Record<
    string,
    unknown
  >;
  if (!plain.type) return Type.Union([schema, Type.Null()]); // unions, refs: nothing to coerce
  return Type.Unsafe<Static<T> | null>({
    ...plain,
    type: [plain.type, 'null'],
    ...(plain.enum ? { enum: [...plain.enum, null] } : {}),
  });
}

/** `{"data": ...}`, the wrapper of every successful JSON answer. */
export const DataOf = <T extends TSchema>(schema: T) => Type.Object({ data: schema });

/** `{"data": [...], "page": {"nextCursor"}}`, the wrapper of every list. */
export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    page: Type.Object({ nextCursor: Nullable(Type.String()) }),
  });

/** The answers' wrappers as types, for a screen that reads them: `Page<VehicleSummary>`. */
export interface Data<T> {
  data: T;
}
export interface Page<T> {
  data: T[];
  page: { nextCursor: string | null };
}

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type IdParams = Static<typeof IdParams>;

export const Cursor = Type.Optional(Type.String({ maxLength: 200 }));

/** Route responses plus the error shape for every 4xx/5xx, so OpenAPI documents both. */
export function withErrors<T extends Record<number, TSchema>>(responses: T) {
  return { ...responses, '4xx': Type.Ref(ErrorBody), '5xx': Type.Ref(ErrorBody) };
}

/** 202 answers: the request was taken; the message says what happens next. */
export const Accepted = DataOf(Type.Object({ message: Type.String() }));
export type Accepted = Static<typeof Accepted>;

export const NoContent = Type.Null({ description: 'No content' });

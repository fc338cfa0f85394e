import type { FastifyRequest } from 'fastify';

// Text a client sends, as Postgres can store it (docs/security.md, T34). Postgres text holds no
// NUL character: such a value failed the query with a 500, so it is refused naming the field. A
// lone UTF-16 surrogate (half an emoji cut by a client) has no UTF-8 form: a text column stored the
// replacement character for it, and a JSON value failed the query, so it becomes that character
// everywhere.

const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
export const NUL_MESSAGE = 'Must not contain a NUL character.';

type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container =>
  typeof value === 'object' && value !== null && !Buffer.isBuffer(value);

/** Mends lone surrogates in place; names each field (nested ones as `parts.0.brand`) holding a NUL. */
function inspect(container: Container, prefix: string, fields: Record<string, string>): void {
  for (const [key, value] of Object.entries(container)) {
    const field = prefix ? `${prefix}.${key}` : key;
    if (key.includes(NUL)) fields[prefix || 'body'] ??= NUL_MESSAGE;
    if (typeof value === 'string') {
      if (value.includes(NUL)) fields[field] ??= NUL_MESSAGE;
      else if (LONE_SURROGATE.test(value))
        (container as Record<string, unknown>)[key] = value.replace(LONE_SURROGATES, '\uFFFD');
    } else if (isContainer(value)) inspect(value, field, fields);
  }
}

/** The request's path, query and body fields holding a NUL; lone surrogates mended on the way. */
export function unstorableTextFields(request: FastifyRequest): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const part of [request.params, request.query, request.body])
    if (isContainer(part)) inspect(part, '', fields);
  return fields;
}

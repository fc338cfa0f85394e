import { randomUUID } from 'node:crypto';

// Values at the edges of a JSON schema, as the OpenAPI document states it: for each parameter or
// body field, what lies just outside it (the API must refuse it naming the field) and odd values
// inside it (the API may take them or refuse them, never with a 500). docs/security.md, T34.

export interface Schema {
  type?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  $ref?: string;
}

/** Outside the schema: a 4xx naming the field. Inside: anything but a 5xx. */
export type Verdict = 'outside' | 'inside';

export interface Edge {
  label: string;
  /** MISSING: the field left out. A RawNumber: a JSON number token JavaScript cannot hold. */
  value: unknown;
  verdict: Verdict;
}

export const MISSING = Symbol('missing');
/** A number written into the JSON text as is, e.g. 1e999 (Infinity once parsed). */
export class RawNumber {
  constructor(readonly text: string) {}
}

/** Where a value travels: a path segment and a query parameter are text; a body field is JSON. */
export type Location = 'path' | 'query' | 'body';

/** At most this many edges per field, and this many odd texts, keep a walk of every operation short. */
export const MAX_EDGES_PER_FIELD = 16;
const ODD_TEXTS_PER_FIELD = 3;

const IMPOSSIBLE_DAYS = ['2024-02-30', '2024-13-45', '0000-01-01', '-271821-04-19', '2023-02-29'];
const IMPOSSIBLE_INSTANTS = [
  '0000-01-01T00:00:00Z',
  '-271821-04-19T00:00:00Z',
  '+275760-09-13T00:00:00.001Z',
  '2024-02-30T12:00:00Z',
  '2024-01-01T24:61:00Z',
];
const ODD_TEXT = [
  '\ud800', // a lone surrogate: JSON.stringify escapes it as \ud800
  '\udfff\ud800',
  '\u202eevil\u202c', // right-to-left override
  '\u200f\u200e\u2066',
  '🚗🏁👨‍👩‍👧',
  'e\u0301\u0301\u0301',
  '   ',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00%ff',
];
// Postgres text cannot hold it; the API refuses it wherever it comes (docs/security.md, T34).
const NUL_TEXT = 'before\u0000after';
/** Base64url JSON of [position, id], the shape of the lists' cursors, holding what no list issued. */
const forgedCursors = () =>
  [...IMPOSSIBLE_DAYS, ...IMPOSSIBLE_INSTANTS, { not: 'a position' }, null].map((position) =>
    Buffer.from(JSON.stringify([position, randomUUID()])).toString('base64url'),
  );

export function resolver(components: Record<string, Schema>) {
  return function resolve(schema: Schema): Schema {
    if (schema.$ref) return resolve(components[schema.$ref.split('/').at(-1) ?? ''] ?? {});
    const branches = schema.anyOf ?? schema.oneOf;
    if (branches) {
      const real = branches.map(resolve).filter((branch) => branch.type !== 'null');
      const nullable = real.length < branches.length;
      return { ...(real[0] ?? {}), ...(nullable && { nullable: true }) };
    }
    return schema;
  };
}

const PATTERN_CANDIDATES = ['abc', 'ABC', 'Abc-12', '1967-05-31', 'abc123', 'a'];

/** A value the schema accepts, for the fields a case leaves as they are. */
export function example(schema: Schema, resolve: (schema: Schema) => Schema): unknown {
  const s = resolve(schema);
  if ('const' in s) return s.const;
  if (s.enum) return s.enum.find((value) => value !== null);
  switch (s.type) {
    case 'string':
      return exampleText(s);
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, (s.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'array':
      return s.minItems ? [example(s.items ?? {}, resolve)] : [];
    case 'object':
      return Object.fromEntries(
        (s.required ?? []).map((name) => [name, example(s.properties?.[name] ?? {}, resolve)]),
      );
    default:
      return 'x';
  }
}

function exampleText(s: Schema): string {
  if (s.format === 'uuid') return randomUUID();
  if (s.format === 'email') return `edge_${randomUUID().slice(0, 8)}@example.test`;
  if (s.format === 'date') return '2001-02-03';
  if (s.format === 'date-time') return '2001-02-03T04:05:06.000Z';
  const fits = (text: string) =>
    (!s.pattern || new RegExp(s.pattern, 'u').test(text)) &&
    text.length >= (s.minLength ?? 0) &&
    text.length <= (s.maxLength ?? Infinity);
  const padded = PATTERN_CANDIDATES.map((text) => text.padEnd(s.minLength ?? 0, 'x'));
  return padded.find(fits) ?? 'x'.repeat(Math.max(s.minLength ?? 1, 1));
}

const outside = (label: string, value: unknown): Edge => ({ label, value, verdict: 'outside' });
const inside = (label: string, value: unknown): Edge => ({ label, value, verdict: 'inside' });

function textEdges(s: Schema, name: string): Edge[] {
  const edges: Edge[] = [outside('NUL inside', NUL_TEXT)];
  if (name === 'cursor')
    edges.push(...forgedCursors().map((cursor) => outside('a forged cursor', cursor)));
  if (s.format === 'date')
    edges.push(...IMPOSSIBLE_DAYS.map((day) => outside(`the day ${day}`, day)));
  if (s.format === 'date-time')
    edges.push(...IMPOSSIBLE_INSTANTS.map((instant) => outside(`the instant ${instant}`, instant)));
  if (s.format === 'uuid')
    edges.push(outside('not a uuid', '00000000-0000-4000-8000-00000000000g'));
  if (s.format === 'email') edges.push(outside('not an email address', 'nobody at example'));
  if (s.enum) edges.push(outside('not one of the values', 'not-one-of-them'));
  if (s.maxLength !== undefined) {
    edges.push(outside(`${s.maxLength + 1} characters`, 'x'.repeat(s.maxLength + 1)));
    edges.push(inside(`${s.maxLength} emoji`, '🚗'.repeat(Math.min(s.maxLength, 4_000))));
  } else {
    // Under the 64 KB body limit, so the text reaches the route.
    edges.push(inside('30,000 characters', 'ÿ'.repeat(30_000)));
  }
  if ((s.minLength ?? 0) > 0) edges.push(outside('empty', ''));
  // A few odd texts per field, a different few for each name, so every one is sent somewhere.
  const start = [...name].reduce((sum, character) => sum + (character.codePointAt(0) ?? 0), 0);
  for (let index = 0; index < ODD_TEXTS_PER_FIELD; index++) {
    const text = ODD_TEXT[(start + index) % ODD_TEXT.length] ?? '';
    edges.push(inside(`odd text ${JSON.stringify(text)}`, text));
  }
  return edges;
}

function numberEdges(s: Schema): Edge[] {
  const edges: Edge[] = [outside('a word', 'twelve')];
  const { maximum, minimum, exclusiveMinimum } = s;
  if (maximum !== undefined) {
    edges.push(outside('above the maximum', maximum + 1), outside('1e308', 1e308));
    edges.push(outside('1e999 (Infinity)', new RawNumber('1e999')));
  } else edges.push(inside('1e308', 1e308), inside('2^53 + 2', 2 ** 53 + 2));
  if (minimum !== undefined) edges.push(outside('below the minimum', minimum - 1));
  else if (exclusiveMinimum !== undefined)
    edges.push(outside('at the exclusive minimum', exclusiveMinimum));
  else edges.push(inside('-1', -1));
  if (minimum !== undefined || exclusiveMinimum !== undefined)
    edges.push(outside('-1e308', -1e308), outside('-1e999 (-Infinity)', new RawNumber('-1e999')));
  if (s.type === 'integer') edges.push(outside('not whole', 1.5));
  else edges.push(inside('a hundredth of a cent', 0.0001), inside('5e-324', 5e-324));
  return edges;
}

/** What to send in a field of this schema; in a path or a query string, values are text. */
export function edgesOf(
  schema: Schema,
  name: string,
  { required, location }: { required: boolean; location: Location },
): Edge[] {
  const s = schema;
  const edges: Edge[] = [];
  if (location !== 'path')
    edges.push({ label: 'missing', value: MISSING, verdict: required ? 'outside' : 'inside' });
  if (s.type === 'string') edges.push(...textEdges(s, name));
  else if (s.type === 'integer' || s.type === 'number') edges.push(...numberEdges(s));
  else if (s.type === 'boolean') edges.push(outside('not a boolean', 'maybe'));
  if (location === 'query') {
    // Repeating a parameter makes it a list.
    edges.push(outside('given twice', ['a', 'b']));
  }
  if (location === 'body') {
    if (s.type !== 'object') edges.push(outside('an object', { nested: 'value' }));
    if (s.type !== 'array') edges.push(outside('a list', ['a', 'b']));
    else {
      edges.push(outside('an object instead of a list', { nested: 'value' }));
      if (s.maxItems !== undefined)
        edges.push(
          outside(
            `${s.maxItems + 1} items`,
            Array.from({ length: s.maxItems + 1 }, () => (s.items?.type === 'object' ? {} : 'x')),
          ),
        );
    }
    // The validator turns null into '' or 0 for a field that is not nullable; either may be fine.
    edges.push(s.type === 'object' && !s.nullable ? outside('null', null) : inside('null', null));
  }
  return edges.slice(0, MAX_EDGES_PER_FIELD);
}

import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { EXPECTED_ACCESS } from './expected-access.js';
import { createWorld, requestFor, splitOperation, type World } from './owner-world.js';
import { fillPath } from './path-values.js';
import {
  edgesOf,
  example,
  MISSING,
  RawNumber,
  resolver,
  type Edge,
  type Location,
  type Schema,
} from './schema-edges.js';

// Nothing a client sends becomes a 500 (docs/security.md, T34): bad input answers 400 or 422 and
// names the field it came in.

let ctx: TestContext;
let world: World;
let owner: TestUser;
let vehicleId: string;

beforeAll(async () => {
  // Limits lifted: hundreds of requests from one address must reach validation, not a 429.
  ctx = await createTestApp({ env: { RATE_LIMIT_SCALE: '10000' } });
  world = await createWorld(ctx);
  owner = world.owner;
  vehicleId = world.privateValues.vehicle;
}, 60_000);
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: owner.headers });

/** A cursor as the lists encode theirs (base64url JSON of [position, id]), holding any position. */
const forgedCursor = (position: unknown, id = '00000000-0000-4000-8000-000000000000') =>
  Buffer.from(JSON.stringify([position, id])).toString('base64url');

function expectFieldError(res: LightMyRequestResponse, status: number, field: string) {
  const said = `${res.statusCode}: ${res.body.slice(0, 300)}`;
  expect(res.statusCode, said).toBe(status);
  expect(
    Object.keys((res.json() as { error: { fields?: object } }).error.fields ?? {}),
    said,
  ).toContain(field);
}

const IMPOSSIBLE_DAYS = ['2024-02-30', '2024-13-45', '0000-01-01', '2023-02-29'];
const IMPOSSIBLE_TIMES = [
  '0000-01-01T00:00:00Z',
  '-271821-04-19T00:00:00Z',
  '-271821-04-20T00:00:00.000Z',
  '2024-02-30T00:00:00.000Z',
  '2024-13-45T00:00:00.000Z',
];

describe('what the review found answering 500', () => {
  it.each(IMPOSSIBLE_DAYS)('a record filter on the day %s answers 400 naming it', async (day) => {
    for (const list of [
      'maintenance',
      'maintenance/totals',
      'modifications',
      'modifications/totals',
    ]) {
      expectFieldError(await get(`/api/v1/${list}?from=${day}`), 400, 'from');
      expectFieldError(await get(`/api/v1/${list}?to=${day}`), 400, 'to');
    }
  });

  it.each(IMPOSSIBLE_DAYS)(
    'a logbook cursor on the day %s answers 400 naming the cursor',
    async (day) => {
      const cursor = forgedCursor(day);
      expectFieldError(
        await get(`/api/v1/vehicles/${vehicleId}/maintenance?cursor=${cursor}`),
        400,
        'cursor',
      );
    },
  );

  it.each(IMPOSSIBLE_TIMES)('a cursor at %s answers 400 naming the cursor', async (time) => {
    const cursor = forgedCursor(time);
    for (const list of [
      '/api/v1/vehicles',
      `/api/v1/vehicles/${vehicleId}/modifications`,
      '/api/v1/notifications/',
      '/api/v1/activity',
      '/api/v1/community/feed',
      '/api/v1/community/following',
      '/api/v1/showcase',
    ]) {
      expectFieldError(await get(`${list}?cursor=${cursor}`), 400, 'cursor');
    }
  });

  it('maintenance parts whose costs add up past 9,999,999,999.99 answer 422 naming the parts', async () => {
    const part = { description: 'Gold-plated magneto', unitCost: 9_000_000_000, quantity: 2 };
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${vehicleId}/maintenance`,
      headers: owner.headers,
      payload: { performedOn: '2024-05-01', category: 'repair', title: 'Magneto', parts: [part] },
    });
    expectFieldError(res, 422, 'parts');
  });

  it('parts and labour adding up past 9,999,999,999.99 answer 422 naming the total', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${vehicleId}/maintenance`,
      headers: owner.headers,
      payload: {
        performedOn: '2024-05-01',
        category: 'repair',
        title: 'Magneto',
        partsCost: 9_000_000_000,
        labourCost: 9_000_000_000,
      },
    });
    expectFieldError(res, 422, 'totalCost');
  });
});

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

// Multipart uploads carry no JSON schema in the document; what they may hold (files, sizes, pixels,
// fields) is held to upload-limits.test.ts, photos.test.ts and documents.test.ts instead.
const MULTIPART = new Set([
  'POST /api/v1/profile/avatar',
  'POST /api/v1/vehicles/{vehicleId}/photos',
  'POST /api/v1/vehicles/{vehicleId}/documents',
  'POST /api/v1/vehicles/{vehicleId}/imports',
  'POST /api/v1/imports',
  'POST /api/v1/garage-imports',
]);

/** Odd escapes in a path segment, sent as they are: the router must refuse them, not choke. */
const RAW_SEGMENTS = ['%E0%A4%A', '%ED%A0%80', '%00', 'x'.repeat(2_000)];

/** A value as a path segment; a lone surrogate has no UTF-8, so it goes as the bytes of one. */
function segmentOf(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** One request: one parameter or field at an edge, everything else as the operation accepts it. */
interface EdgeCase {
  where: Location;
  /** The field as the API names it: 'cursor', 'parts.0.unitCost'. */
  field: string;
  edge: Edge;
  method: string;
  url: string;
  payload?: string;
  /** A form posted from this site's pages (application/x-www-form-urlencoded), not JSON. */
  form?: boolean;
}

/** What a page of this site sends with its form (docs/security.md T40). */
const formHeaders = () => ({
  'content-type': 'application/x-www-form-urlencoded',
  origin: ctx.app.config.publicOrigin,
  'sec-fetch-site': 'same-origin',
});

/** Control characters a form's field may carry, which no header or address may. */
const FORM_CONTROLS = ['/\t/x', '/\n/x', '/\r\n/x', '/\u0085/x', '/\u2028/x'];

/** A form's fields with one at an edge, as a browser encodes them (a list repeats the field). */
function formText(fields: Record<string, string>, name: string, value: unknown): string {
  const search = new URLSearchParams(fields);
  search.delete(name);
  if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
  else if (value !== MISSING) search.set(name, String(value));
  return search.toString();
}

/** The field a body case changes, by its path in the body: ['parts', 0, 'unitCost']. */
type FieldPath = (string | number)[];

function withValue(body: unknown, path: FieldPath, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let container = copy;
  for (const key of path.slice(0, -1))
    container = container[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (value === MISSING) delete container[last];
  else container[last] = value;
  return copy;
}

/** JSON text, with RawNumber tokens written in as numbers. */
function jsonText(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (!(value instanceof RawNumber)) return value;
    raws.push(value.text);
    return `__raw_${raws.length - 1}__`;
  });
  return text.replace(/"__raw_(\d+)__"/g, (_match, index: string) => raws[Number(index)] ?? '0');
}

/** Every field of a body schema, nested objects and the items of lists of objects included. */
function bodyFields(
  schema: Schema,
  resolve: (schema: Schema) => Schema,
  prefix: FieldPath = [],
): { path: FieldPath; schema: Schema; required: boolean }[] {
  const s = resolve(schema);
  return Object.entries(s.properties ?? {}).flatMap(([name, property]) => {
    const field = resolve(property);
    const path = [...prefix, name];
    const nested =
      field.type === 'object'
        ? bodyFields(field, resolve, path)
        : field.type === 'array' && resolve(field.items ?? {}).type === 'object'
          ? bodyFields(field.items ?? {}, resolve, [...path, 0])
          : [];
    return [{ path, schema: field, required: s.required?.includes(name) ?? false }, ...nested];
  });
}

/** The body an operation accepts, with room for every nested field a case may change. */
function baseBody(given: unknown, schema: Schema, resolve: (schema: Schema) => Schema): object {
  const body = (
    given && typeof given === 'object' && !Buffer.isBuffer(given) ? given : example(schema, resolve)
  ) as Record<string, unknown>;
  const s = resolve(schema);
  for (const [name, property] of Object.entries(s.properties ?? {})) {
    const field = resolve(property);
    if (body[name] !== undefined) continue;
    if (field.type === 'object') body[name] = example(field, resolve);
    if (field.type === 'array' && resolve(field.items ?? {}).type === 'object')
      body[name] = [example(field.items ?? {}, resolve)];
  }
  return body;
}

async function casesOf(
  operation: string,
  document: Document,
  caller: TestUser,
): Promise<EdgeCase[]> {
  const { method, path } = splitOperation(operation);
  const spec = document.paths[path]?.[method.toLowerCase()] ?? {};
  const resolve = resolver(document.components?.schemas ?? {});
  const values = world.publicValues;
  const accepted = await requestFor(operation, caller, values);
  const query = new URLSearchParams(accepted.query);
  const url = (pathname: string, search: URLSearchParams) =>
    search.size > 0 ? `${pathname}?${search}` : pathname;
  const filledPath = fillPath(path, values);
  const cases: EdgeCase[] = [];
  const schemaOfBody = spec.requestBody?.content['application/json']?.schema;
  const body = schemaOfBody ? baseBody(accepted.payload, schemaOfBody, resolve) : undefined;
  const payload = body && jsonText(body);

  for (const parameter of spec.parameters ?? []) {
    const schema = resolve(parameter.schema);
    const where = parameter.in === 'path' ? 'path' : 'query';
    if (where === 'query' && !query.has(parameter.name) && parameter.required)
      query.set(parameter.name, String(example(schema, resolve)));
    const edges = edgesOf(schema, parameter.name, {
      required: !!parameter.required,
      location: where,
    });
    if (where === 'path')
      edges.push(
        ...RAW_SEGMENTS.map((raw) => ({
          label: `raw segment ${raw.slice(0, 20)}`,
          value: new RawNumber(raw),
          verdict: 'outside' as const,
        })),
      );
    for (const edge of edges) {
      if (where === 'path') {
        const segment =
          edge.value instanceof RawNumber ? edge.value.text : segmentOf(String(edge.value));
        const template = path.replace(`{${parameter.name}}`, '\u0000edge');
        const pathname = fillPath(template, values).replace('\u0000edge', segment);
        cases.push({
          where,
          field: parameter.name,
          edge,
          method,
          url: url(pathname, query),
          payload,
        });
        continue;
      }
      const search = new URLSearchParams(query);
      search.delete(parameter.name);
      if (Array.isArray(edge.value))
        for (const item of edge.value) search.append(parameter.name, String(item));
      else if (edge.value !== MISSING) search.set(parameter.name, String(edge.value));
      cases.push({
        where,
        field: parameter.name,
        edge,
        method,
        url: url(filledPath, search),
        payload,
      });
    }
  }
  const schemaOfForm = spec.requestBody?.content['application/x-www-form-urlencoded']?.schema;
  if (schemaOfForm) {
    const fields = Object.fromEntries(
      new URLSearchParams(String(accepted.payload ?? '')),
    ) as Record<string, string>;
    for (const [name, property] of Object.entries(resolve(schemaOfForm).properties ?? {})) {
      const schema = resolve(property);
      const required = resolve(schemaOfForm).required?.includes(name) ?? false;
      const edges = [
        ...edgesOf(schema, name, { required, location: 'query' }),
        ...FORM_CONTROLS.map((text) => ({
          label: `control ${JSON.stringify(text)}`,
          value: text,
          verdict: 'inside' as const,
        })),
      ];
      for (const edge of edges)
        cases.push({
          where: 'body',
          field: name,
          edge,
          method,
          url: url(filledPath, query),
          payload: formText(fields, name, edge.value),
          form: true,
        });
    }
  }
  if (body && schemaOfBody) {
    for (const field of bodyFields(schemaOfBody, resolve)) {
      const name = field.path.join('.');
      for (const edge of edgesOf(field.schema, String(field.path.at(-1)), {
        required: field.required,
        location: 'body',
      })) {
        cases.push({
          where: 'body',
          field: name,
          edge,
          method,
          url: url(filledPath, query),
          payload: jsonText(withValue(body, field.path, edge.value)),
        });
      }
    }
  }
  // Cases the API must refuse first: one it takes may change what the next ones find (a new
  // password ends the caller's session, a completed reminder is no longer open).
  const refusedFirst = (edgeCase: EdgeCase) => (edgeCase.edge.verdict === 'outside' ? 0 : 1);
  return cases.sort((a, b) => refusedFirst(a) - refusedFirst(b));
}

/** What is wrong with an answer to a case, or null when it is right. */
function fault(edgeCase: EdgeCase, res: LightMyRequestResponse): string | null {
  const { edge, field, where } = edgeCase;
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (edgeCase.form) return formFault(res);
  if (edge.verdict === 'inside') return null;
  // A path that names nothing is not found; one the router cannot read (a malformed escape, a
  // segment over its length limit) is refused whole, before any parameter has a value.
  if (where === 'path' && res.statusCode === 404) return null;
  const refusedWhole = where === 'path' && (res.statusCode === 400 || res.statusCode === 414);
  if (res.statusCode !== 400 && res.statusCode !== 422 && !refusedWhole)
    return `answered ${res.statusCode}, not 400 or 422`;
  let error: { message?: unknown; fields?: object } | undefined;
  try {
    error = (res.json() as { error?: typeof error }).error;
  } catch {
    return 'answered without the error body';
  }
  if (typeof error?.message !== 'string') return 'answered without the error body';
  const fields = Object.keys(error.fields ?? {});
  if (refusedWhole && fields.length === 0) return null;
  const named = fields.some((key) => key === field || key.startsWith(`${field}.`));
  return named ? null : `named ${JSON.stringify(fields)}, not ${field}`;
}

/**
 * A form answers its page again with the message (a 4xx) or signs in with a redirect that stays
 * on this site (docs/security.md T47): a `next` it refuses is left out, not refused.
 */
function formFault(res: LightMyRequestResponse): string | null {
  const origin = ctx.app.config.publicOrigin;
  if (res.statusCode >= 300 && res.statusCode < 400) {
    const location = String(res.headers.location ?? '');
    return new URL(location, origin).origin === origin ? null : `sent to ${location}`;
  }
  return res.statusCode >= 400 ? null : `answered ${res.statusCode}`;
}

// Reads before writes, writes before deletes, the car itself last: each case finds what it needs.
const ORDER = ['GET', 'PUT', 'PATCH', 'POST', 'DELETE'];
const rank = (operation: string) =>
  ORDER.indexOf(splitOperation(operation).method) * 10 +
  (operation === 'DELETE /api/v1/vehicles/{id}' ? 5 : 0);

/** Who calls: the owner of everything in the path, an admin on admin pages, a fresh member on their own account. */
function callerFor(operation: string): Promise<TestUser> | TestUser {
  const access = EXPECTED_ACCESS[operation];
  if (access === 'admin' || access === 'admin-public') return world.admin;
  if (access === 'member' || access === 'anyone' || access === 'development')
    return createUser(ctx);
  return owner;
}

describe('every operation of the OpenAPI document, at the edges of its schema', () => {
  let document: Document;
  beforeAll(async () => {
    document = (await get('/api/v1/openapi.json')).json() as Document;
  });

  const operations = Object.keys(EXPECTED_ACCESS)
    .filter((operation) => !MULTIPART.has(operation))
    .sort((a, b) => rank(a) - rank(b));

  it('walks every operation of the document but the multipart uploads', () => {
    const inDocument = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(inDocument.filter((operation) => !MULTIPART.has(operation)).sort()).toEqual(
      [...operations].sort(),
    );
  });

  it.each(operations)('%s', async (operation) => {
    const caller = await callerFor(operation);
    const faults: string[] = [];
    for (const edgeCase of await casesOf(operation, document, caller)) {
      const res = await ctx.app.inject({
        method: edgeCase.method as HTTPMethods,
        url: edgeCase.url,
        headers: {
          ...caller.headers,
          ...(edgeCase.payload !== undefined &&
            (edgeCase.form ? formHeaders() : { 'content-type': 'application/json' })),
        },
        ...(edgeCase.payload !== undefined && { payload: edgeCase.payload }),
      });
      const problem = fault(edgeCase, res);
      if (problem)
        faults.push(
          `${edgeCase.where} ${edgeCase.field} = ${edgeCase.edge.label}: ${problem}: ${res.body.slice(0, 160)}`,
        );
    }
    expect(faults, `${faults.length} cases answered wrongly`).toEqual([]);
  });
});

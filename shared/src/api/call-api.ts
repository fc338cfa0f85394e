import type { TSchema } from '@sinclair/typebox';
import type { ApiRouteKey, ApiRoutes } from '@vg/contract';
import { API_PREFIX, getApiBase } from './api-base';
import { fetchJson, fetchOk } from './api-request';
import { requestInit } from './request-init';

// The typed wire (docs/adr/0017-one-route-table.md): a screen names an operation by its key in the
// contract's route table ('GET /vehicles/:id') and the compiler checks its params, query and body
// and types its answer. The table is imported as types only: at run time the key alone says the
// method and the path, so no schema reaches a bundle.

type SuccessCode = 200 | 201 | 202 | 204;

/**
 * One input part: required when its schema has a required field, optional otherwise, absent without
 * a schema. Not distributed over a union of entries ([E]): the compiler reads a generic key's input
 * through the union of every entry, and distributed parts would multiply into every combination.
 */
type Part<E, Field extends string, Name extends string> = [E] extends [
  {
    [F in Field]: { static: infer T };
  },
]
  ? object extends T
    ? { [P in Name]?: T }
    : { [P in Name]: T }
  : { [P in Name]?: never };

type InputOf<E> = Part<E, 'params', 'params'> &
  Part<E, 'querystring', 'query'> &
  ([E] extends [{ body: TSchema }] ? Part<E, 'body', 'body'> : { body?: FormData }) & {
    /** E.g. Idempotency-Key or If-Match (docs/adr/0015). */
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

type AnswerOf<R> = {
  [C in keyof R & SuccessCode]: R[C] extends { static: infer T } ? T : never;
}[keyof R & SuccessCode];

// Worked out once per key, so a generic call site only looks a key up (a conditional type on a
// generic key would be re-expanded over the whole table at each use).
type Inputs = { [K in ApiRouteKey]: InputOf<ApiRoutes[K]> };
type Answers = { [K in ApiRouteKey]: AnswerOf<ApiRoutes[K]['response']> };
type Args = {
  [K in ApiRouteKey]: object extends Inputs[K] ? [input?: Inputs[K]] : [input: Inputs[K]];
};

/** What a call sends: path params, query, JSON body (or FormData where no body is declared), and headers. */
export type ApiInput<K extends ApiRouteKey> = Inputs[K];

/** What an operation answers when it succeeds (a 204 is null). */
export type ApiAnswer<K extends ApiRouteKey> = Answers[K];

/** The `data` of an answer wrapped as `{ data }`. */
export type ApiData<K extends ApiRouteKey> = Answers[K] extends { data: infer D } ? D : never;

/** The arguments after the key: the input, optional where nothing in it is required. */
export type ApiArgs<K extends ApiRouteKey> = Args[K];
type InputArgs<K extends ApiRouteKey> = ApiArgs<K>;

type Params = Record<string, string | number> | undefined;
type Query = Record<string, unknown> | undefined;

/** An input as the run-time code reads it (the key's own type was checked at the call). */
interface LooseInput {
  params?: Params;
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}
const looseInput = (args: readonly unknown[]): LooseInput => (args[0] ?? {}) as LooseInput;

/** The path of a key with its params filled in: ('GET /vehicles/:id', { id }) → '/vehicles/42'. */
export function apiPath(key: ApiRouteKey, params?: Params, query?: Query): string {
  const template = key.slice(key.indexOf(' ') + 1);
  const path = template.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
  return `${path}${queryString(query)}`;
}

/** '?a=1&b=x' from the defined values (arrays repeat their key); '' when nothing is set. */
export function queryString(query: Query): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

type MethodOf<K extends string> = K extends `${infer M} ${string}` ? M : never;

/**
 * An operation with its input checked and its path worked out, ready to send now or later: what
 * the offline queue keeps while there is no signal (docs/adr/0015).
 */
export interface PreparedCall<M extends string = string> {
  method: M;
  /** Relative to the API base, params and query filled in: '/maintenance/42'. */
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The call `callApi(key, input)` makes, without making it. */
export function prepareCall<K extends ApiRouteKey>(
  key: K,
  ...args: InputArgs<K>
): PreparedCall<MethodOf<K>> {
  const { params, query, body, headers } = looseInput(args);
  return {
    method: key.slice(0, key.indexOf(' ')) as MethodOf<K>,
    path: apiPath(key, params, query),
    ...(body === undefined ? {} : { body }),
    ...(headers ? { headers } : {}),
  };
}

function callInit(call: PreparedCall, signal?: AbortSignal): RequestInit {
  const init = requestInit(call.method, call.body);
  init.headers = { ...(init.headers as Record<string, string>), ...call.headers };
  if (signal) init.signal = signal;
  return init;
}

/** Sends a prepared call and resolves its JSON answer (a 204 is null), or throws an ApiError. */
export async function sendCall(call: PreparedCall, signal?: AbortSignal): Promise<unknown> {
  return (await fetchJson(`${getApiBase()}${call.path}`, callInit(call, signal))) ?? null;
}

/** Calls an operation of the route table and resolves its typed answer (or throws an ApiError). */
export async function callApi<K extends ApiRouteKey>(
  key: K,
  ...args: InputArgs<K>
): Promise<ApiAnswer<K>> {
  const answer = await sendCall(prepareCall(key, ...args), looseInput(args).signal);
  // The one place an answer meets its type: the server validated it against the same entry.
  return answer as ApiAnswer<K>;
}

/**
 * Calls an operation whose answer is a file (a PDF, a CSV, an archive): the same request and
 * errors as callApi, and the untouched Response once it is ok, to read as a stream or a blob.
 */
export async function callApiForFile<K extends ApiRouteKey>(
  key: K,
  ...args: InputArgs<K>
): Promise<Response> {
  const call = prepareCall(key, ...args);
  return fetchOk(`${getApiBase()}${call.path}`, callInit(call, looseInput(args).signal));
}

/**
 * The query key of a GET, by one convention for every app (docs/query-keys.md): the API path's
 * first segment under /api/v1, then each further segment or param value as its own part, then the
 * query, when there is one. So ['/api/v1/vehicles', id] holds everything under one car, and
 * invalidating ['/api/v1/vehicles'] reaches every car and list.
 */
export function apiQueryKey<K extends ApiRouteKey>(
  key: K,
  ...args: InputArgs<K>
): readonly unknown[] {
  const { params, query } = looseInput(args);
  const [first = '', ...rest] = apiPath(key, params).split('/').filter(Boolean);
  const parts: unknown[] = [`${API_PREFIX}/${first}`, ...rest.map(decodeURIComponent)];
  if (query && Object.keys(query).length > 0) parts.push(query);
  return parts;
}

/** useQuery options for a GET: its conventional key and a fetcher that calls it. */
export function apiQuery<K extends ApiRouteKey>(key: K, ...args: InputArgs<K>) {
  return {
    queryKey: apiQueryKey(key, ...args),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callApi(key, ...([{ ...looseInput(args), signal }] as unknown as InputArgs<K>)),
  };
}

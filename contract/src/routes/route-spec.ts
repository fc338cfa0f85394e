import type { TSchema } from '@sinclair/typebox';

// One entry per API operation, keyed by its method and path under /api/v1 ("GET /vehicles/:id").
// The API registers each route from its entry (it validates and documents these schemas), and the
// typed client in @vg/shared reads the same entry's types: the key is all it needs at run time, so
// a screen's bundle carries no schema (docs/adr/0017-one-route-table.md).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteKey = `${HttpMethod} /${string}`;

/** What a route validates and documents: Fastify's schema, with the OpenAPI fields it reads. */
export interface RouteSpec {
  summary: string;
  description?: string;
  tags: readonly string[];
  security?: readonly Record<string, readonly string[]>[];
  consumes?: readonly string[];
  produces?: readonly string[];
  headers?: TSchema;
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response: Record<string | number, TSchema>;
}

type RouteTable<T> = { [K in keyof T]: K extends RouteKey ? RouteSpec : never };

/** A table of routes, kept exactly as written so each entry's schemas stay typed. */
export const defineRoutes = <const T extends RouteTable<T>>(routes: T): T => routes;

/** "GET /vehicles/:id" → ['GET', '/vehicles/:id']. */
export function splitRouteKey(key: RouteKey): [HttpMethod, string] {
  const space = key.indexOf(' ');
  return [key.slice(0, space) as HttpMethod, key.slice(space + 1)];
}

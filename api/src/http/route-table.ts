import type { FastifyInstance } from 'fastify';
import { apiRoutes, splitRouteKey, type ApiRouteKey } from '@vg/contract';

/** Where the route table's paths are mounted (app.ts registers every feature under it). */
export const API_PREFIX = '/api/v1';

/**
 * A route's method, URL and schema from its entry in the contract's route table, for
 * `app.route({ ...fromTable(app, 'GET /vehicles/:id'), onRequest, handler })`. The table spells
 * full paths under /api/v1; a feature mounted under a prefix ('/auth') gets the rest, so an entry
 * can only be registered where its path lives. The entry's schemas type the handler's request and
 * answer, and @fastify/swagger documents them (docs/adr/0017-one-route-table.md).
 */
export function fromTable<K extends ApiRouteKey>(app: FastifyInstance, key: K) {
  const [method, path] = splitRouteKey(key);
  const mountedAt = app.prefix.slice(API_PREFIX.length);
  if (!app.prefix.startsWith(API_PREFIX) || !path.startsWith(mountedAt)) {
    throw new Error(`route "${key}" registered under ${app.prefix}, outside its path`);
  }
  const entry = apiRoutes[key];
  // An entry that declares no answer (an image, a page, an event stream) goes without `response`:
  // an empty one would make @fastify/swagger drop its "Default Response".
  const { response, ...rest } = entry;
  const schema = (Object.keys(response).length > 0 ? entry : rest) as typeof entry;
  return { method, url: path.slice(mountedAt.length), schema } as const;
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiRoutes } from '@vg/contract';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { authenticate, currentUser } from '../../http/authenticate.js';
import { fromTable } from '../../http/route-table.js';

/** The operations that turn something on (PUT) or off (DELETE) for the calling member. */
type ToggleKey =
  | 'PUT /users/:username/follow'
  | 'DELETE /users/:username/follow'
  | 'PUT /public/vehicles/:id/follow'
  | 'DELETE /public/vehicles/:id/follow'
  | 'PUT /public/vehicles/:id/admire'
  | 'DELETE /public/vehicles/:id/admire';

// Each toggle's path params and answered state, worked out once per key so that a generic key
// only looks its types up.
type Toggles = {
  [K in ToggleKey]: {
    params: ApiRoutes[K]['params']['static'];
    state: ApiRoutes[K]['response'][200]['static']['data'];
  };
};

/**
 * One half of something a member turns on with PUT and off with DELETE on the same path (following
 * a keeper or a car, admiring a car). Both halves take the same parameters, find their target the
 * same way and answer the state after the call, so their route is declared here once; each
 * endpoint says which half it is, who may call it, and what it changes.
 */
export const toggleRoute =
  <K extends ToggleKey, Target>(toggle: {
    key: K;
    /** The target named by the path, or a 404. */
    find: (db: Db, params: Toggles[K]['params']) => Promise<Target>;
    /** Refuses a member who may not (422), else makes the change; answers the state after it. */
    change: (call: {
      db: Db;
      log: FastifyBaseLogger;
      member: UserRow;
      target: Target;
    }) => Promise<Toggles[K]['state']>;
  }): FastifyPluginAsyncTypebox =>
  async (app) => {
    // From a generic key Fastify cannot infer the answer's type, so the route states it.
    app.route<{ Reply: { data: Toggles[K]['state'] } }>({
      ...fromTable(app, toggle.key),
      onRequest: authenticate,
      handler: async (request) => {
        const member = currentUser(request);
        // Validated against the key's own params schema; Fastify's typing loses that for a generic key.
        const params = request.params as Toggles[K]['params'];
        const target = await toggle.find(app.db, params);
        return { data: await toggle.change({ db: app.db, log: request.log, member, target }) };
      },
    });
  };

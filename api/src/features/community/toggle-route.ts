import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { authenticate, currentUser } from '../../http/authenticate.js';
import { DataOf, withErrors } from '@vg/contract';

/**
 * One half of something a member turns on with PUT and off with DELETE on the same path (following
 * a keeper or a car, admiring a car). Both halves take the same parameters, find their target the
 * same way and answer the state after the call, so their route is declared here once; each
 * endpoint says which half it is, who may call it, and what it changes.
 */
export const toggleRoute =
  <Params extends TSchema, State extends TSchema, Target>(toggle: {
    method: 'PUT' | 'DELETE';
    url: string;
    summary: string;
    params: Params;
    state: State;
    /** The target named by the path, or a 404. */
    find: (db: Db, params: Static<Params>) => Promise<Target>;
    /** Refuses a member who may not (422), else makes the change; answers the state after it. */
    change: (call: {
      db: Db;
      log: FastifyBaseLogger;
      member: UserRow;
      target: Target;
    }) => Promise<Static<State>>;
  }): FastifyPluginAsyncTypebox =>
  async (app) => {
    // From a generic schema Fastify cannot infer the answer's type, so the route states its types.
    app.route<{ Params: Static<Params>; Reply: { data: Static<State> } }>({
      method: toggle.method,
      url: toggle.url,
      onRequest: authenticate,
      schema: {
        tags: ['community'],
        summary: toggle.summary,
        security: [{ bearer: [] }],
        params: toggle.params,
        response: withErrors({ 200: DataOf(toggle.state) }),
      },
      handler: async (request) => {
        const member = currentUser(request);
        const target = await toggle.find(app.db, request.params);
        return { data: await toggle.change({ db: app.db, log: request.log, member, target }) };
      },
    });
  };

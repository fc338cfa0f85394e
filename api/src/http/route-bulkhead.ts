import type { FastifyInstance, FastifyRequest } from 'fastify';

interface Lane {
  active: number;
  waiting: (() => void)[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The route's lane this request holds a place in (see installRouteBulkhead). */
    bulkheadLane: Lane | null;
  }
}

/**
 * At most `limit` requests of one route run at a time; the others wait their turn without holding
 * a database connection. A route whose statements are held up (a locked table, a slow query) then
 * fills its own lane, not the whole pool, and every other route keeps its connections (the fault
 * suite's "slow database"). The limit is a share of the Postgres pool (src/app.ts).
 */
export function installRouteBulkhead(app: FastifyInstance, limit: number): void {
  const lanes = new Map<string, Lane>();
  app.decorateRequest('bulkheadLane', null);

  app.addHook('onRequest', async (request, reply) => {
    const key = `${request.method} ${request.routeOptions.url ?? 'unmatched'}`;
    let lane = lanes.get(key);
    if (!lane) lanes.set(key, (lane = { active: 0, waiting: [] }));
    if (lane.active < limit) lane.active += 1;
    // A place is handed over by the request leaving it, so `active` stays at the limit meanwhile.
    else await new Promise<void>((resolve) => lane.waiting.push(resolve));
    request.bulkheadLane = lane;
    // The client left while this request waited: hand the place on at once and answer nobody.
    if (request.raw.aborted || request.raw.socket?.destroyed) {
      leaveRouteBulkhead(request);
      return reply.code(499).send();
    }
    // The place goes back when the answer is done with, sent or not. Neither onResponse nor
    // onRequestAbort covers a client that leaves while the handler runs after its body was read:
    // Node does not mark that request aborted, and an answer to a closed connection never finishes.
    // Each such request kept its place for good, and five of them closed the route (the bench's
    // maintenance write, after its warm-up's deadline, answered nothing).
    reply.raw.once('close', () => leaveRouteBulkhead(request));
  });
}

/**
 * Hands the request's place on now (nothing when it holds none, e.g. on PGlite). For an answer
 * that stays open, the live notification stream: it holds its place while it opens (its queries),
 * then leaves, since an open stream holds no connection (docs/security.md T39). Five open streams
 * kept their places for good and every other stream of the process waited behind them.
 */
export function leaveRouteBulkhead(request: FastifyRequest): void {
  const lane = request.bulkheadLane;
  if (!lane) return;
  request.bulkheadLane = null;
  const next = lane.waiting.shift();
  if (next) next();
  else lane.active -= 1;
}

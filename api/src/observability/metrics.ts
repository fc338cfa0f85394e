import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { connectionPoolFigures, type Db } from '../db/database.js';

/**
 * Prometheus figures of one API process: requests by route and status (rate and error rate),
 * their latency per route, the database pool, and Node's own (memory, event loop, GC). Each app
 * has its own registry, so tests and replicas in one process never mix their counts.
 */
export function createMetrics(db: Db) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method, route pattern and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Requests answered with a 5xx status, by method and route pattern',
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Postgres pool connections by state (absent on the embedded PGlite)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const figures = connectionPoolFigures(db);
      if (!figures) return;
      this.set({ state: 'total' }, figures.total);
      this.set({ state: 'idle' }, figures.idle);
      this.set({ state: 'waiting' }, figures.waiting);
      this.set({ state: 'max' }, figures.max);
    },
  });

  return {
    registry,
    /** Counts every answer once it is sent. */
    install(app: FastifyInstance) {
      app.addHook('onResponse', async (request, reply) => {
        // The pattern, not the address: /vehicles/:id is one series, not one per car.
        const route = request.routeOptions.url ?? 'unmatched';
        const labels = { method: request.method, route, status_code: String(reply.statusCode) };
        requests.inc(labels);
        duration.observe(labels, reply.elapsedTime / 1000);
        if (reply.statusCode >= 500) errors.inc({ method: request.method, route });
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

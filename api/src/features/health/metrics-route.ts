import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { timingSafeEqual } from 'node:crypto';
import { notFound, unauthorized } from '../../http/errors.js';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /api/v1/metrics in Prometheus' text format, for the scraper holding METRICS_TOKEN (not a
 * member's token: figures of the whole service are an operator's). Without METRICS_TOKEN there are
 * no metrics to scrape. docs/operations.md.
 */
export const metricsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /metrics'),
    handler: async (request, reply) => {
      const expected = app.config.metricsToken;
      if (!expected) throw notFound('Metrics are off: set METRICS_TOKEN to serve them.');
      const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameSecret(given, expected))
        throw unauthorized('The metrics token is missing or wrong.');
      return reply
        .type(app.metrics.registry.contentType)
        .send(await app.metrics.registry.metrics());
    },
  });
};

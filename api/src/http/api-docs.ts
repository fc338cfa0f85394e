import type { FastifyInstance } from 'fastify';
import swaggerUi from '@fastify/swagger-ui';

/**
 * API_DOCS: the browsable docs (/api/v1/docs) and the OpenAPI document (/api/v1/openapi.json).
 * Off in production unless API_DOCS=true, on elsewhere unless API_DOCS=false: a production API
 * does not publish a map of itself by default (docs/security.md, T29).
 */
export function readApiDocs(
  raw: string | undefined,
  isProduction: boolean,
  problems: string[],
): boolean {
  if (raw === undefined) return !isProduction;
  const value = raw.toLowerCase();
  if (value === 'true' || value === 'false') return value === 'true';
  problems.push(`API_DOCS must be true or false (got "${raw}")`);
  return false;
}

/** Serves the docs page and the document under `prefix`. */
export async function serveApiDocs(app: FastifyInstance, prefix: string): Promise<void> {
  await app.register(swaggerUi, { routePrefix: `${prefix}/docs`, staticCSP: true });
  app.get(`${prefix}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
}

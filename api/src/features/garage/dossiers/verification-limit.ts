import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Counts one verification, page or JSON alike, against its client's limit (docs/security.md, T42):
 * one that misses the kept answer reads and hashes every record of the car again. Throws 429 with
 * Retry-After past the limit.
 */
export const countVerification = (app: FastifyInstance, request: FastifyRequest) =>
  app.rateLimiters.verifyPerAddress.consume(`verify:${request.ip}`);

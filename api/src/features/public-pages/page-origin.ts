import type { FastifyRequest } from 'fastify';

/**
 * The origin absolute addresses (canonical, og:url, og:image) are written with: PUBLIC_ORIGIN, or
 * outside production when it is not set, the origin the page was asked on (through the host, whose
 * forwarded host and scheme the API trusts on loopback).
 */
export function pageOrigin(request: FastifyRequest): string {
  const { config } = request.server;
  if (config.publicOriginConfigured || config.isProduction) return config.publicOrigin;
  return `${request.protocol}://${request.host}`;
}

/** An address the API answers with (a photo's /api/v1/... path) made absolute. */
export const absolute = (origin: string, path: string) => new URL(path, `${origin}/`).href;

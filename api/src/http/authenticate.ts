import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors.js';
import type { UserRow } from '../db/schema.js';

export interface RequestAuth {
  user: UserRow;
  tokenId: string;
}

export const DEFAULT_SUSPENSION_MESSAGE = 'Your account has been suspended.';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized();
  return match[1];
}

/**
 * Resolves the caller from the bearer token: valid signature, algorithm and expiry, a jti that was not
 * revoked, an existing user that is not suspended. Sets request.auth; leaves it null without a header.
 */
async function resolveAuth(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) return;
  const { tokens, callers } = request.server;
  const claims = await tokens.verify(token);
  if (!claims) throw unauthorized();
  const user = await callers.find(claims);
  if (!user) throw unauthorized();
  if (user.suspended_at) throw forbidden(user.suspension_message ?? DEFAULT_SUSPENSION_MESSAGE);
  request.auth = { user, tokenId: claims.tokenId };
  tokens.touch(claims.tokenId, (error) =>
    request.log.warn({ err: error }, 'last seen not written'),
  );
}

/** onRequest hook: the route needs a signed-in caller. */
export async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await resolveAuth(request);
  if (!request.auth) throw unauthorized('Sign-in required');
}

/** onRequest hook: the route serves guests too, but knows the caller when a token is sent. */
export async function authenticateOptional(
  request: FastifyRequest,
  _reply: FastifyReply,
): Promise<void> {
  await resolveAuth(request);
}

/** onRequest hook: a signed-in admin only (it authenticates too), checked on the server. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await authenticate(request, reply);
  if (request.auth?.user.role !== 'admin') throw forbidden('Administrator access required');
}

/** The signed-in caller of a route guarded by `authenticate`. */
export function currentAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized('Sign-in required');
  return request.auth;
}

export const currentUser = (request: FastifyRequest): UserRow => currentAuth(request).user;

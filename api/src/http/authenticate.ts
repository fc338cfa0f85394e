import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors.js';
import type { UserRow } from '../db/schema.js';
import { PAGE_SESSION_COOKIE } from '@vg/contract/rules';
import { readCookie } from './cookies.js';

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

/** The member a token names, if the token is accepted: valid signature, algorithm and expiry, a jti
 * that was not revoked, an existing user (suspended or not: the caller decides). */
async function callerOf(request: FastifyRequest, token: string): Promise<RequestAuth | null> {
  const { tokens, callers } = request.server;
  const claims = await tokens.verify(token);
  if (!claims) return null;
  const user = await callers.find(claims);
  if (!user) return null;
  tokens.touch(claims.tokenId, (error) =>
    request.log.warn({ err: error }, 'last seen not written'),
  );
  return { user, tokenId: claims.tokenId };
}

/**
 * Resolves the caller from the bearer token: accepted, and not suspended. Sets request.auth;
 * leaves it null without a header.
 */
async function resolveAuth(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) return;
  const auth = await callerOf(request, token);
  if (!auth) throw unauthorized();
  const { user } = auth;
  if (user.suspended_at) throw forbidden(user.suspension_message ?? DEFAULT_SUSPENSION_MESSAGE);
  request.auth = auth;
}

/**
 * The member a rendered member page is for (docs/adr/0020): the session in its cookie, checked as a
 * bearer token is. Null for anyone else (no cookie, a token not accepted, a suspended member): the
 * page then answers the app's plain shell, whose own check says what applies. Only page routes
 * call this; every JSON answer still needs the bearer header, so the cookie authorises no change.
 */
export async function pageCaller(request: FastifyRequest): Promise<RequestAuth | null> {
  const token = readCookie(request.headers.cookie, PAGE_SESSION_COOKIE);
  if (!token) return null;
  const auth = await callerOf(request, token);
  return auth && !auth.user.suspended_at ? auth : null;
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

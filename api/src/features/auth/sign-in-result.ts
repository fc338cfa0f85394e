import type { SignInResult } from '@vg/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SignInMethod, UserRow } from '../../db/schema.js';
import { startSession } from '../profile/sign-ins/start-session.js';
import { toCurrentUser } from '../users/current-user.js';

/** A fresh bearer token and the user it belongs to: what registration and sign-in answer. */
export async function signInResult(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  method: SignInMethod,
): Promise<SignInResult> {
  return { token: await startSession(app, request, user, method), user: toCurrentUser(user) };
}

import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SignInMethod, UserRow } from '../../db/schema.js';
import { startSession } from '../profile/sign-ins/start-session.js';
import { CurrentUserSchema, toCurrentUser } from '../users/current-user.js';

export const SignInResult = Type.Object({ token: Type.String(), user: CurrentUserSchema });

/** A fresh bearer token and the user it belongs to: what registration and sign-in answer. */
export async function signInResult(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  method: SignInMethod,
) {
  return { token: await startSession(app, request, user, method), user: toCurrentUser(user) };
}

import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema.js';
import { CurrentUserSchema, toCurrentUser } from '../users/current-user.js';

export const SignInResult = Type.Object({ token: Type.String(), user: CurrentUserSchema });

/** A fresh bearer token and the user it belongs to: what registration and sign-in answer. */
export async function signInResult(app: FastifyInstance, user: UserRow) {
  return { token: await app.tokens.issue(user.id), user: toCurrentUser(user) };
}

import { randomUUID } from 'node:crypto';
import type { HTTPMethods } from 'fastify';
import { createVehicle } from '../garage/garage-fixtures.js';
import type { TestContext } from '../helpers/test-app.js';
import type { TestUser } from '../helpers/users.js';

/** A car as a keeper enters it; public unless told otherwise, with an identifier of its own. */
export function carBody(overrides: Record<string, unknown> = {}) {
  return {
    identifierKind: 'chassis',
    identifier: `AR ${randomUUID().slice(0, 8)}`,
    make: 'Alfa Romeo',
    model: 'Giulia',
    variant: 'Sprint GT',
    modelYear: 1965,
    visibility: 'public',
    ...overrides,
  };
}

export async function createCar(
  ctx: TestContext,
  owner: TestUser,
  overrides: Record<string, unknown> = {},
) {
  return (await createVehicle(ctx, owner, carBody(overrides))).id;
}

/** One request as `user` (null: a visitor). */
export function call(
  ctx: TestContext,
  user: TestUser | null,
  method: HTTPMethods,
  url: string,
  payload?: object,
) {
  return ctx.app.inject({
    method,
    url,
    headers: user?.headers ?? {},
    ...(payload !== undefined && { payload }),
  });
}

/** A member's notifications as stored, newest first. */
export function notificationsOf(ctx: TestContext, user: TestUser) {
  return ctx.db
    .selectFrom('notifications')
    .select(['kind', 'title', 'body', 'link', 'read_at'])
    .where('user_id', '=', user.user.id)
    .orderBy('created_at', 'desc')
    .execute();
}

export async function comment(
  ctx: TestContext,
  user: TestUser,
  vehicleId: string,
  body: string,
  parentId?: string,
) {
  const res = await call(ctx, user, 'POST', `/api/v1/public/vehicles/${vehicleId}/comments`, {
    body,
    ...(parentId && { parentId }),
  });
  if (res.statusCode !== 201) throw new Error(`comment: ${res.statusCode} ${res.body}`);
  return res.json().data.id as string;
}

export const suspend = (ctx: TestContext, user: TestUser) =>
  ctx.db
    .updateTable('users')
    .set({ suspended_at: new Date(), suspension_message: 'Spam.', updated_at: new Date() })
    .where('id', '=', user.user.id)
    .execute();

export const reinstate = (ctx: TestContext, user: TestUser) =>
  ctx.db
    .updateTable('users')
    .set({ suspended_at: null, suspension_message: null, updated_at: new Date() })
    .where('id', '=', user.user.id)
    .execute();

export const makePrivate = (ctx: TestContext, vehicleId: string) =>
  ctx.db
    .updateTable('vehicles')
    .set({ visibility: 'private', updated_at: new Date() })
    .where('id', '=', vehicleId)
    .execute();

/**
 * A photo of a car as stored after upload, pending a moderator unless told. `moderatedAt` dates an
 * approval (a feed line); without it an approved photo is only a cover.
 */
export async function insertPhoto(
  ctx: TestContext,
  {
    userId,
    vehicleId,
    status = 'pending',
    caption = null,
    moderatedAt = null,
  }: {
    userId: string;
    vehicleId: string;
    status?: 'pending' | 'approved';
    caption?: string | null;
    moderatedAt?: Date | null;
  },
): Promise<string> {
  const row = await ctx.db
    .insertInto('vehicle_photos')
    .values({
      user_id: userId,
      vehicle_id: vehicleId,
      moderation_status: status,
      moderated_at: moderatedAt,
      caption,
      width: 4,
      height: 3,
      display_image: new Uint8Array([1]),
      thumb_image: new Uint8Array([1]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

import { Type, type Static } from '@sinclair/typebox';
import type { UserRow } from '../../db/schema.js';
import { Nullable } from '../../http/schemas.js';
import { CurrentUserSchema, toCurrentUser } from '../users/current-user.js';

export const AdminUserSchema = Type.Composite([
  CurrentUserSchema,
  Type.Object({
    suspended: Type.Boolean(),
    suspensionMessage: Nullable(Type.String()),
    suspendedAt: Nullable(Type.String()),
  }),
]);

export function toAdminUser(user: UserRow): Static<typeof AdminUserSchema> {
  return {
    ...toCurrentUser(user),
    suspended: user.suspended_at !== null,
    suspensionMessage: user.suspension_message,
    suspendedAt: user.suspended_at?.toISOString() ?? null,
  };
}

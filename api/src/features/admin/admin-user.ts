import type { UserRow } from '../../db/schema.js';
import { toCurrentUser } from '../users/current-user.js';
import type { AdminUser } from '@vg/contract';

export function toAdminUser(user: UserRow): AdminUser {
  return {
    ...toCurrentUser(user),
    suspended: user.suspended_at !== null,
    suspensionMessage: user.suspension_message,
    suspendedAt: user.suspended_at?.toISOString() ?? null,
  };
}

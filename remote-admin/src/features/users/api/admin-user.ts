import type { AdminUser as AdminUserAnswer } from '@vg/contract';
import { overviewKeys, userKeys } from '../../../lib/query-keys';

/** An account as the admin endpoints answer it (GET /admin/users, suspend, reinstate): the fields used here. */
export type AdminUser = Pick<
  AdminUserAnswer,
  | 'id'
  | 'email'
  | 'username'
  | 'displayName'
  | 'role'
  | 'emailVerified'
  | 'createdAt'
  | 'suspended'
  | 'suspensionMessage'
  | 'suspendedAt'
>;

/** Every query that shows accounts or their counts; a suspension changes both. */
export const accountQueryKeys = [userKeys.all, overviewKeys.all] as const;

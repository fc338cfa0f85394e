import { useCursorList } from '@vg/shared';
import type { AdminUser } from './admin-user';
import { userKeys } from '../../../lib/query-keys';

/** GET /api/v1/admin/users?query=&cursor=: accounts, newest first; query matches email, username or name. */
export function useUsers(query: string) {
  return useCursorList<AdminUser>({
    queryKey: userKeys.list(query),
    path: '/admin/users',
    params: { query },
  });
}

import { useCursorList } from '@vg/shared';
import type { AdminUser } from './admin-user';

/** GET /api/v1/admin/users?query=&cursor=: accounts, newest first; query matches email, username or name. */
export const usersQueryKey = (query: string) => ['admin', 'users', { query }] as const;

export function useUsers(query: string) {
  return useCursorList<AdminUser>({
    queryKey: usersQueryKey(query),
    path: '/admin/users',
    params: { query },
  });
}

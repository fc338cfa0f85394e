import { useApiCursorList } from '@vg/shared';

/** GET /api/v1/admin/users?query=&cursor=: accounts, newest first; query matches email, username or name. */
export function useUsers(query: string) {
  return useApiCursorList('GET /admin/users', { query: { query } });
}

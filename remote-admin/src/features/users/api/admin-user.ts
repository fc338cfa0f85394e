/** An account as the admin endpoints answer it (GET /admin/users, suspend, reinstate). */
export interface AdminUser {
  id: string;
  email: string;
  username: string;
  displayName: string | null;
  role: 'user' | 'admin';
  emailVerified: boolean;
  createdAt: string;
  suspended: boolean;
  suspensionMessage: string | null;
  suspendedAt: string | null;
}

/** Every query that shows accounts or their counts; a suspension changes both. */
export const accountQueryKeys = [
  ['admin', 'users'],
  ['admin', 'overview'],
] as const;

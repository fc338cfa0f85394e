import type { AdminUser } from '../src/features/users/api/admin-user';

export const member: AdminUser = {
  id: '00000000-0000-4000-8000-000000000002',
  email: 'hans@example.com',
  username: 'hans',
  displayName: 'Hans Becker',
  role: 'user',
  emailVerified: true,
  createdAt: '2026-01-10T10:00:00.000Z',
  suspended: false,
  suspensionMessage: null,
  suspendedAt: null,
};

export const me: AdminUser = {
  ...member,
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  username: 'ada',
  displayName: 'Ada Admin',
  role: 'admin',
};

/** Signs the test in as `me`: a token, and the API's answer to the user fetch. */
export const signedInAsMe = {
  token: 'test-token',
  route: {
    'GET /api/v1/auth/user': {
      body: { data: { ...me, bio: null, location: null, avatarUrl: null, needsConsent: false } },
    },
  },
};

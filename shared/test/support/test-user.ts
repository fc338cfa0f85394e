import type { CurrentUser } from '../../src';

/** A signed-in member as the API describes one; override what a test is about. */
export function testUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'user-1',
    email: 'keeper@example.com',
    username: 'keeper',
    displayName: null,
    bio: null,
    location: null,
    avatarUrl: null,
    role: 'user',
    emailVerified: true,
    needsConsent: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

import type { UserRow } from '../../db/schema.js';
import type { CurrentUser } from '@vg/contract';
import { parseThemeChoice } from '@vg/contract/design-tokens';

export const avatarUrl = (avatarId: string | null) =>
  avatarId ? `/api/v1/avatars/${avatarId}` : null;

export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    displayName: user.display_name,
    bio: user.bio,
    location: user.location,
    avatarUrl: avatarUrl(user.avatar_id),
    role: user.role,
    emailVerified: user.email_verified_at !== null,
    needsConsent: user.consented_at === null,
    theme: parseThemeChoice(user.theme),
    language: user.language,
    createdAt: user.created_at.toISOString(),
  };
}

import { Type, type Static } from '@sinclair/typebox';
import type { UserRow } from '../../db/schema.js';
import { Nullable } from '../../http/schemas.js';

/** Mirrors `CurrentUser` in shared/src/contract (the API cannot import front-end code). */
export const CurrentUserSchema = Type.Object(
  {
    id: Type.String(),
    email: Type.String(),
    username: Type.String(),
    displayName: Nullable(Type.String()),
    bio: Nullable(Type.String()),
    location: Nullable(Type.String()),
    avatarUrl: Nullable(Type.String()),
    role: Type.Union([Type.Literal('user'), Type.Literal('admin')]),
    emailVerified: Type.Boolean(),
    needsConsent: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'CurrentUser' },
);

export type CurrentUser = Static<typeof CurrentUserSchema>;

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
    createdAt: user.created_at.toISOString(),
  };
}

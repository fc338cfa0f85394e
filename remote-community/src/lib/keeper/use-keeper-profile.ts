import type { PublicProfile } from '@vg/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, useRetryUnlessNotFound } from '@vg/shared';

/** GET /api/v1/users/:username (public): a keeper's public profile, with followers and whether I follow them; 404 when unknown or suspended. */
export type { PublicProfile };

/** The keeper's page and a car's conversation read the same answer under the same key. */
export function useKeeperProfile(username: string) {
  return useQuery({
    ...apiQuery('GET /users/:username', { params: { username } }),
    select: (answer) => answer.data,
    retry: useRetryUnlessNotFound(),
  });
}

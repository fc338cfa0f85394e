import { apiQueryKey } from '@vg/shared';
import type { ModerationState } from '@vg/contract';

// The admin screens' keys, by the convention of docs/query-keys.md: each is what apiQueryKey
// derives from the operation it reads, so ['/api/v1/admin', 'users'] holds every members list.
// `all` is what a change invalidates.

export const userKeys = {
  all: apiQueryKey('GET /admin/users'),
};

export const overviewKeys = {
  all: apiQueryKey('GET /admin/overview'),
};

export const feedbackKeys = {
  all: apiQueryKey('GET /admin/feedback'),
};

// GET /admin/photos and /admin/showcase are not in the route table yet: their keys are written
// as apiQueryKey will derive them.
const ADMIN = '/api/v1/admin';

export const photoKeys = {
  all: [ADMIN, 'photos'] as const,
  list: (status: ModerationState) => [...photoKeys.all, { status }] as const,
};

export const showcaseKeys = {
  all: [ADMIN, 'showcase'] as const,
  entries: () => showcaseKeys.all,
  /** The community remote reads the public showcase under this key (one QueryClient on the page). */
  publicGallery: ['community', 'showcase'] as const,
};

export const reportKeys = {
  all: apiQueryKey('GET /admin/reports'),
};

export const jobKeys = {
  failed: apiQueryKey('GET /admin/jobs/failed'),
};

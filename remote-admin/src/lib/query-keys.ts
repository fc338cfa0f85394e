import { apiQueryKey } from '@vg/shared';

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

export const photoKeys = {
  all: apiQueryKey('GET /admin/photos'),
};

export const reportKeys = {
  all: apiQueryKey('GET /admin/reports'),
};

export const jobKeys = {
  failed: apiQueryKey('GET /admin/jobs/failed'),
};

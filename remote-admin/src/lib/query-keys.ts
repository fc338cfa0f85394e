import type { FeedbackStatus, ModerationState, ReportStatus } from '@vg/contract';

// One key factory per entity: `all` is what a change invalidates, the others are what a list
// reads. The community remote reads the public showcase under ['community', 'showcase'] (one
// QueryClient on the page), so curating here invalidates it too.

export const userKeys = {
  all: ['admin', 'users'] as const,
  list: (query: string) => [...userKeys.all, { query }] as const,
};

export const overviewKeys = {
  all: ['admin', 'overview'] as const,
};

export const feedbackKeys = {
  all: ['admin', 'feedback'] as const,
  list: (status: FeedbackStatus | null) => [...feedbackKeys.all, { status }] as const,
};

export const photoKeys = {
  all: ['admin', 'photos'] as const,
  list: (status: ModerationState) => [...photoKeys.all, { status }] as const,
};

export const showcaseKeys = {
  all: ['admin', 'showcase'] as const,
  entries: () => [...showcaseKeys.all, 'entries'] as const,
  candidates: (q: string) => [...showcaseKeys.all, 'candidates', q] as const,
  publicGallery: ['community', 'showcase'] as const,
};

export const reportKeys = {
  all: ['admin', 'reports'] as const,
  list: (status: ReportStatus) => [...reportKeys.all, { status }] as const,
};

export const jobKeys = {
  failed: ['admin', 'jobs', 'failed'] as const,
};

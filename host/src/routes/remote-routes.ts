import type { RemoteName } from '@vg/shared';

export type Access = 'public' | 'signed-in' | 'admin';

interface RemoteModule {
  remote: RemoteName;
  page: string;
}

export interface RemoteRoute extends RemoteModule {
  path: string;
  access: Access;
  /**
   * A second remote's module under the page (a public car's conversation under the garage's page),
   * in its own error boundary: if that remote is down, the page above still works.
   */
  below?: RemoteModule;
}

/** The route table (docs/product.md#routes): who owns each path and who may open it. */
export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/dashboard', remote: 'garage', page: 'dashboard-page', access: 'signed-in' },
  { path: '/vehicles', remote: 'garage', page: 'vehicles-page', access: 'signed-in' },
  { path: '/vehicles/:id', remote: 'garage', page: 'vehicle-detail-page', access: 'signed-in' },
  { path: '/maintenance', remote: 'garage', page: 'maintenance-page', access: 'signed-in' },
  { path: '/modifications', remote: 'garage', page: 'modifications-page', access: 'signed-in' },
  { path: '/search', remote: 'garage', page: 'search-page', access: 'signed-in' },
  { path: '/hand-over/:code', remote: 'garage', page: 'hand-over-page', access: 'signed-in' },
  {
    path: '/public/:vin',
    remote: 'garage',
    page: 'public-vehicle-page',
    access: 'public',
    below: { remote: 'community', page: 'vehicle-conversation' },
  },
  {
    path: '/public/vehicle/:token',
    remote: 'garage',
    page: 'public-vehicle-page',
    access: 'public',
  },
  { path: '/community', remote: 'community', page: 'community-page', access: 'signed-in' },
  { path: '/activity', remote: 'community', page: 'activity-page', access: 'signed-in' },
  { path: '/registry', remote: 'community', page: 'registry-page', access: 'public' },
  { path: '/showcase', remote: 'community', page: 'showcase-page', access: 'public' },
  { path: '/user/:username', remote: 'community', page: 'user-page', access: 'public' },
  { path: '/profile', remote: 'account', page: 'profile-page', access: 'signed-in' },
  { path: '/notifications', remote: 'account', page: 'notifications-page', access: 'signed-in' },
  { path: '/sign-in', remote: 'account', page: 'sign-in-page', access: 'public' },
  { path: '/register', remote: 'account', page: 'register-page', access: 'public' },
  { path: '/verify-email', remote: 'account', page: 'verify-email-page', access: 'public' },
  { path: '/email/confirm', remote: 'account', page: 'confirm-email-page', access: 'public' },
  { path: '/reset', remote: 'account', page: 'reset-page', access: 'public' },
  { path: '/admin', remote: 'admin', page: 'overview-page', access: 'admin' },
  { path: '/admin/showcase', remote: 'admin', page: 'showcase-page', access: 'admin' },
  { path: '/admin/feedback', remote: 'admin', page: 'feedback-page', access: 'admin' },
  { path: '/admin/photos', remote: 'admin', page: 'photos-page', access: 'admin' },
  { path: '/admin/reports', remote: 'admin', page: 'reports-page', access: 'admin' },
  { path: '/admin/jobs', remote: 'admin', page: 'jobs-page', access: 'admin' },
];

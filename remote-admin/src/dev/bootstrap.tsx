import { mountRemoteHarness } from '@vg/shared';
import { FeedbackPage } from '../features/feedback/feedback-page';
import { OverviewPage } from '../pages/overview-page';
import { PhotosPage } from '../features/photos/photos-page';
import { ReportsPage } from '../pages/reports-page';
import { JobsPage } from '../pages/jobs-page';
import { ShowcasePage } from '../features/showcase/showcase-page';

// The host's paths, so the admin sub-navigation works on its own too. Sign in through the host
// (or put a token under vg_auth_jwt) first: the API answers admin routes to admins only.
mountRemoteHarness('admin', [
  { path: '/admin', element: <OverviewPage /> },
  { path: '/admin/showcase', element: <ShowcasePage /> },
  { path: '/admin/feedback', element: <FeedbackPage /> },
  { path: '/admin/photos', element: <PhotosPage /> },
  { path: '/admin/reports', element: <ReportsPage /> },
  { path: '/admin/jobs', element: <JobsPage /> },
  { path: '*', element: <OverviewPage /> },
]);

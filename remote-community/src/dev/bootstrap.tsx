import { mountRemoteHarness } from '@vg/shared';
import { CommunityPage } from '../features/community/community-page';
import { ShowcasePage } from '../features/showcase/showcase-page';
import { UserPage } from '../features/user-profile/user-page';

// The same paths the host gives these pages, so links between them work on their own too.
mountRemoteHarness('community', [
  { path: '/community', element: <CommunityPage />, label: 'Community' },
  { path: '/showcase', element: <ShowcasePage />, label: 'Showcase' },
  { path: '/user/:username', element: <UserPage /> },
  { path: '*', element: <ShowcasePage /> },
]);

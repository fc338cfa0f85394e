import { mountRemoteHarness } from '@vg/shared';
import { ActivityPage } from '../features/activity/activity-page';
import { CommunityPage } from '../features/community/community-page';
import { RegistryPage } from '../features/registry/registry-page';
import { ShowcasePage } from '../pages/showcase-page';
import { UserPage } from '../pages/user-page';
import { VehicleConversation } from '../pages/vehicle-conversation';

// The same paths the host gives these pages, so links between them work on their own too. The
// conversation stands alone here; the host shows it under the garage's public car page.
mountRemoteHarness('community', [
  { path: '/community', element: <CommunityPage />, label: 'Community' },
  { path: '/activity', element: <ActivityPage />, label: 'Activity' },
  { path: '/registry', element: <RegistryPage />, label: 'Registry' },
  { path: '/showcase', element: <ShowcasePage />, label: 'Showcase' },
  { path: '/user/:username', element: <UserPage /> },
  { path: '/public/:vin', element: <VehicleConversation /> },
  { path: '*', element: <ShowcasePage /> },
]);

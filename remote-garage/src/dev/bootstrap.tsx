import { mountRemoteHarness } from '@vg/shared';
import { DashboardPage } from '../pages/dashboard/dashboard-page';
import { MaintenancePage } from '../pages/maintenance/maintenance-page';
import { ModificationsPage } from '../pages/modifications/modifications-page';
import { PublicVehiclePage } from '../pages/public-vehicle/public-vehicle-page';
import { SearchPage } from '../pages/search/search-page';
import { VehicleDetailPage } from '../pages/vehicle-detail/vehicle-detail-page';
import { VehiclesPage } from '../pages/vehicles/vehicles-page';

// The garage pages on their own (npm run dev -w @vg/remote-garage), with the host's contexts.
mountRemoteHarness('garage', [
  { path: '/', element: <DashboardPage /> },
  { path: '/dashboard', element: <DashboardPage />, label: 'Dashboard' },
  { path: '/vehicles', element: <VehiclesPage />, label: 'Vehicles' },
  { path: '/vehicles/:id', element: <VehicleDetailPage /> },
  { path: '/maintenance', element: <MaintenancePage />, label: 'Maintenance' },
  { path: '/modifications', element: <ModificationsPage />, label: 'Modifications' },
  { path: '/search', element: <SearchPage />, label: 'Search' },
  { path: '/public/vehicle/:token', element: <PublicVehiclePage /> },
  { path: '/public/:vin', element: <PublicVehiclePage /> },
]);

export { contractVersion } from '../contract';
export { DashboardPage as default } from '../features/dashboard/dashboard-page';

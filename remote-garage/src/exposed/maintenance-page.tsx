export { contractVersion } from '../contract';
export { MaintenancePage as default } from '../features/maintenance/maintenance-page';

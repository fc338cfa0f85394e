export { contractVersion } from '../contract';
export { VehicleDetailPage as default } from '../features/vehicles/vehicle-detail-page';

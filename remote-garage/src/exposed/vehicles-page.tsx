export { contractVersion } from '../contract';
export { VehiclesPage as default } from '../features/vehicles/vehicles-page';

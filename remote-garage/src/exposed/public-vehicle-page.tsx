export { contractVersion } from '../contract';
export { PublicVehiclePage as default } from '../features/public-vehicle/public-vehicle-page';

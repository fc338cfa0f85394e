import { exposePage } from '../contract';
import { PublicVehiclePage } from '../features/public-vehicle/public-vehicle-page';

export { contractVersion } from '../contract';
export default exposePage(PublicVehiclePage);

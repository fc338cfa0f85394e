import { exposePage } from '../contract';
import { PublicVehiclePage } from '../pages/public-vehicle/public-vehicle-page';

export { contractVersion } from '../contract';
export default exposePage(PublicVehiclePage);

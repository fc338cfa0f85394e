import { exposePage } from '../remote-interface';
import { PublicVehiclePage } from '../pages/public-vehicle/public-vehicle-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(PublicVehiclePage);

import { exposePage } from '../remote-interface';
import { VehiclesPage } from '../features/vehicles/vehicles-page';

export { interfaceVersion, contractVersion } from '../remote-interface';
export default exposePage(VehiclesPage);

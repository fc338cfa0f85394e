import { exposePage } from '../contract';
import { VehiclesPage } from '../features/vehicles/vehicles-page';

export { contractVersion } from '../contract';
export default exposePage(VehiclesPage);

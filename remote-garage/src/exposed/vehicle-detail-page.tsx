import { exposePage } from '../contract';
import { VehicleDetailPage } from '../features/vehicles/vehicle-detail-page';

export { contractVersion } from '../contract';
export default exposePage(VehicleDetailPage);

import { exposePage } from '../contract';
import { VehicleDetailPage } from '../pages/vehicle-detail/vehicle-detail-page';

export { contractVersion } from '../contract';
export default exposePage(VehicleDetailPage);

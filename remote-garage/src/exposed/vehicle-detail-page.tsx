import { exposePage } from '../remote-interface';
import { VehicleDetailPage } from '../pages/vehicle-detail/vehicle-detail-page';

export { interfaceVersion, contractVersion } from '../remote-interface';
export default exposePage(VehicleDetailPage);

import { exposePage } from '../remote-interface';
import { MaintenancePage } from '../pages/maintenance/maintenance-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(MaintenancePage);

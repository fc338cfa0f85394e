import { exposePage } from '../remote-interface';
import { MaintenancePage } from '../features/maintenance/maintenance-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(MaintenancePage);

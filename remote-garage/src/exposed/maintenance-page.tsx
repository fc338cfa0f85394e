import { exposePage } from '../contract';
import { MaintenancePage } from '../features/maintenance/maintenance-page';

export { contractVersion } from '../contract';
export default exposePage(MaintenancePage);

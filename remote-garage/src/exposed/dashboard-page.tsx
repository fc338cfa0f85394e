import { exposePage } from '../contract';
import { DashboardPage } from '../features/dashboard/dashboard-page';

export { contractVersion } from '../contract';
export default exposePage(DashboardPage);

import { exposePage } from '../contract';
import { DashboardPage } from '../pages/dashboard/dashboard-page';

export { contractVersion } from '../contract';
export default exposePage(DashboardPage);

import { exposePage } from '../remote-interface';
import { DashboardPage } from '../pages/dashboard/dashboard-page';

export { interfaceVersion, contractVersion } from '../remote-interface';
export default exposePage(DashboardPage);

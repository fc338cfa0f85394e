import { exposePage } from '../contract';
import { ReportsPage } from '../pages/reports-page';

export { contractVersion } from '../contract';
export default exposePage(ReportsPage);

import { exposePage } from '../remote-interface';
import { ReportsPage } from '../pages/reports-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(ReportsPage);

import { exposePage } from '../contract';
import { OverviewPage } from '../pages/overview-page';

export { contractVersion } from '../contract';
export default exposePage(OverviewPage);

import { exposePage } from '../contract';
import { OverviewPage } from '../features/overview/overview-page';

export { contractVersion } from '../contract';
export default exposePage(OverviewPage);

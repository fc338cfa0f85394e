import { exposePage } from '../remote-interface';
import { OverviewPage } from '../pages/overview-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(OverviewPage);

import { exposePage } from '../remote-interface';
import { ActivityPage } from '../features/activity/activity-page';

export { interfaceVersion, contractVersion } from '../remote-interface';
export default exposePage(ActivityPage);

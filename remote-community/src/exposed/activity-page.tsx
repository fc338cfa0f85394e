import { exposePage } from '../remote-interface';
import { ActivityPage } from '../features/activity/activity-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(ActivityPage);

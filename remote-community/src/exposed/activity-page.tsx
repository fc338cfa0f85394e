import { exposePage } from '../contract';
import { ActivityPage } from '../features/activity/activity-page';

export { contractVersion } from '../contract';
export default exposePage(ActivityPage);

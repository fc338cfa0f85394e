import { exposePage } from '../contract';
import { JobsPage } from '../pages/jobs-page';

export { contractVersion } from '../contract';
export default exposePage(JobsPage);

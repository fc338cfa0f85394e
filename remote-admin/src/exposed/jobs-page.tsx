import { exposePage } from '../remote-interface';
import { JobsPage } from '../pages/jobs-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(JobsPage);

import { exposePage } from '../remote-interface';
import { JobsPage } from '../pages/jobs-page';

export { interfaceVersion, contractVersion } from '../remote-interface';
export default exposePage(JobsPage);

import { exposePage } from '../remote-interface';
import { ResetPage } from '../features/reset/reset-page';

export { interfaceVersion, contractVersion } from '../remote-interface';
export default exposePage(ResetPage);

import { exposePage } from '../remote-interface';
import { ResetPage } from '../features/reset/reset-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(ResetPage);

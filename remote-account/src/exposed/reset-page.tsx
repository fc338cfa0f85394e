import { exposePage } from '../contract';
import { ResetPage } from '../features/reset/reset-page';

export { contractVersion } from '../contract';
export default exposePage(ResetPage);

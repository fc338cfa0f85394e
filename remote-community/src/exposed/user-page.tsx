import { exposePage } from '../contract';
import { UserPage } from '../pages/user-page';

export { contractVersion } from '../contract';
export default exposePage(UserPage);

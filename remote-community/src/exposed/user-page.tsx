import { exposePage } from '../contract';
import { UserPage } from '../features/user-profile/user-page';

export { contractVersion } from '../contract';
export default exposePage(UserPage);

import { exposePage } from '../contract';
import { ProfilePage } from '../features/profile/profile-page';

export { contractVersion } from '../contract';
export default exposePage(ProfilePage);

import { exposePage } from '../remote-interface';
import { UserPage } from '../pages/user-page';

export { interfaceVersion, contractVersion } from '../remote-interface';
export default exposePage(UserPage);

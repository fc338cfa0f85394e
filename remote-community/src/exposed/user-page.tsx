import { exposePage } from '../remote-interface';
import { UserPage } from '../pages/user-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(UserPage);

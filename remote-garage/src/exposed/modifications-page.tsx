import { exposePage } from '../remote-interface';
import { ModificationsPage } from '../pages/modifications/modifications-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(ModificationsPage);

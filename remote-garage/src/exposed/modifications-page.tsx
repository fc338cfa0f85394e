import { exposePage } from '../contract';
import { ModificationsPage } from '../features/modifications/modifications-page';

export { contractVersion } from '../contract';
export default exposePage(ModificationsPage);

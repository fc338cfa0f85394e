import { exposePage } from '../contract';
import { NotificationsPage } from '../features/notifications/notifications-page';

export { contractVersion } from '../contract';
export default exposePage(NotificationsPage);

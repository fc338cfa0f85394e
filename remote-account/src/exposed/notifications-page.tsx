import { exposePage } from '../remote-interface';
import { NotificationsPage } from '../features/notifications/notifications-page';

export { interfaceVersion, contractVersion } from '../remote-interface';
export default exposePage(NotificationsPage);

import { exposePage } from '../remote-interface';
import { NotificationsPage } from '../features/notifications/notifications-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(NotificationsPage);

export { contractVersion } from '../contract';
export { NotificationsPage as default } from '../features/notifications/notifications-page';

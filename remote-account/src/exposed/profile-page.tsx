import { exposePage } from '../contract';
import { NotificationSettingsSection } from '../features/notification-settings/notification-settings-section';
import { ProfilePage } from '../features/profile/profile-page';

export { contractVersion } from '../contract';

/** `/profile`: the profile, with the notification settings in their own section. */
function ProfileWithNotificationSettings() {
  return <ProfilePage notificationSettings={<NotificationSettingsSection />} />;
}

export default exposePage(ProfileWithNotificationSettings);

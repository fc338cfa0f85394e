import { exposePage } from '../remote-interface';
import { NotificationSettingsSection } from '../features/notification-settings/notification-settings-section';
import { ProfilePage } from '../features/profile/profile-page';

export { interfaceVersion } from '../remote-interface';

/** `/profile`: the profile, with the notification settings in their own section. */
function ProfileWithNotificationSettings() {
  return <ProfilePage notificationSettings={<NotificationSettingsSection />} />;
}

export default exposePage(ProfileWithNotificationSettings);

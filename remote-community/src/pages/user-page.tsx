import { UserPage as KeeperPage } from '../features/user-profile/user-page';
import { KeeperFollowButton } from '../features/vehicle-social/keeper-follow-button';

/** /user/:username: the keeper's page, with a Follow button for members. */
export function UserPage() {
  return (
    <KeeperPage renderActions={(profile) => <KeeperFollowButton username={profile.username} />} />
  );
}

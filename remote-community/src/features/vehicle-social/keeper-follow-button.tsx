import { useSession } from '@vg/shared';
import { useKeeperProfile } from '../../lib/keeper/use-keeper-profile';
import { useFollowKeeper } from './api/vehicle-community';
import { ToggleButton } from './toggle-button';

/**
 * Follow a keeper: their new public cars, records and photos come to my Following feed. Members
 * only, and never oneself.
 */
export function KeeperFollowButton({ username }: { username: string }) {
  const { status } = useSession();
  const keeper = useKeeperProfile(username);
  const follow = useFollowKeeper(username);
  const community = keeper.data?.community;
  if (!community || status !== 'signed-in' || community.isSelf) return null;
  return (
    <ToggleButton
      label={`Follow @${username}`}
      onLabel={`Following @${username}`}
      undoLabel={`Unfollow @${username}`}
      on={community.following === true}
      switchTo={follow}
    />
  );
}

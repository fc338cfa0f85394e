import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Cluster, Skeleton, Stack, useSession } from '@vg/shared';
import type { VehicleCommunity } from '@vg/contract';
import { ReportDialog } from '../../lib/report-dialog/report-dialog';
import { useAdmireVehicle, useFollowVehicle, useVehicleCommunity } from './api/vehicle-community';
import { KeeperFollowButton } from './keeper-follow-button';
import { ToggleButton } from './toggle-button';

const Counts = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  ${({ theme }) => theme.type.tabularNums}

  a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.type.weight.medium};
  }
  a:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '12 admirers · 5 followers · 3 comments': every count a visitor may see. */
export function communityCounts(community: VehicleCommunity): string {
  return [
    plural(community.admireCount, 'admirer', 'admirers'),
    plural(community.followerCount, 'follower', 'followers'),
    plural(community.commentCount, 'comment', 'comments'),
  ].join(' · ');
}

export interface VehicleSocialBarProps {
  vehicleId: string;
  /** The car's name, for the report dialog's title. */
  vehicleName: string;
  ownerUsername: string;
}

/**
 * Under a public car: its admirers, followers and comments; members admire it, follow it or its
 * keeper, or report it. Its keeper sees the counts only.
 */
export function VehicleSocialBar({ vehicleId, vehicleName, ownerUsername }: VehicleSocialBarProps) {
  const { status } = useSession();
  const location = useLocation();
  const community = useVehicleCommunity(vehicleId);
  const follow = useFollowVehicle(vehicleId);
  const admire = useAdmireVehicle(vehicleId);
  const [reporting, setReporting] = useState(false);

  // The counts are a garnish under the car's own page: while loading or failing they simply wait.
  if (!community.data) return community.isPending ? <Skeleton height="2.5rem" /> : null;
  const state = community.data;
  const member = status === 'signed-in' && !state.isOwner;
  const next = encodeURIComponent(`${location.pathname}${location.search}`);

  return (
    <Stack gap={1.5}>
      <Counts>
        {communityCounts(state)}
        {status === 'signed-out' ? (
          <>
            {' · '}
            <Link to={`/sign-in?next=${next}`}>Sign in to follow</Link> or admire this car
          </>
        ) : null}
      </Counts>
      {member ? (
        <Cluster gap={1} role="group" aria-label="Follow and admire">
          <ToggleButton
            label="Admire"
            onLabel="Admired"
            undoLabel="Take back admire"
            on={state.admired === true}
            switchTo={admire}
          />
          <ToggleButton
            label="Follow this car"
            onLabel="Following this car"
            undoLabel="Unfollow this car"
            on={state.following === true}
            switchTo={follow}
          />
          <KeeperFollowButton username={ownerUsername} />
          <Button variant="ghost" size="sm" onClick={() => setReporting(true)}>
            Report this car
          </Button>
        </Cluster>
      ) : null}
      {reporting ? (
        <ReportDialog
          subject={`the ${vehicleName}`}
          reported={{ kind: 'vehicle', id: vehicleId }}
          onClose={() => setReporting(false)}
        />
      ) : null}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import {
  ButtonLink,
  EmptyState,
  isNotFound,
  LoadMore,
  PageLayout,
  QueryView,
  Section,
  Stack,
} from '@vg/shared';
import { VehicleGrid } from '../../lib/vehicle-gallery/vehicle-grid';
import { useUserProfile, type PublicProfile } from './api/get-user-profile';
import { useUserVehicles } from './api/get-user-vehicles';
import { ProfileHeader } from './profile-header';

function UserNotFound({ username }: { username: string }) {
  return (
    <EmptyState
      icon="user"
      title={`No member called @${username}`}
      description="This profile does not exist or is no longer public. Check the address, or find members in the showcase."
      action={<ButtonLink to="/showcase">Browse the showcase</ButtonLink>}
    />
  );
}

function PublicVehicles({ profile }: { profile: PublicProfile }) {
  const vehicles = useUserVehicles(profile.username);
  return (
    <Section title="Public vehicles">
      <QueryView
        query={vehicles}
        errorTitle="Could not load these vehicles"
        empty={
          <EmptyState
            icon="car"
            title="No public vehicles yet"
            description={`@${profile.username} has not made any vehicle public yet. Have a look at the showcase meanwhile.`}
            action={<ButtonLink to="/showcase">Browse the showcase</ButtonLink>}
          />
        }
      >
        {(list) => (
          <Stack gap={3}>
            <VehicleGrid
              vehicles={list}
              label={`Vehicles of @${profile.username}`}
              showOwner={false}
            />
            <LoadMore list={vehicles} />
          </Stack>
        )}
      </QueryView>
    </Section>
  );
}

function pageTitle(profile: PublicProfile | undefined, notFound: boolean): string {
  if (profile) return profile.displayName || `@${profile.username}`;
  return notFound ? 'Member not found' : 'Member profile';
}

export interface UserPageProps {
  /** What the page offers about this keeper (follow them), composed by the exposed page. */
  renderActions?: (profile: PublicProfile) => ReactNode;
}

/** /user/:username (public): a member's profile header and their public vehicles. */
export function UserPage({ renderActions }: UserPageProps = {}) {
  const username = useParams().username ?? '';
  const profile = useUserProfile(username);
  return (
    <PageLayout title={pageTitle(profile.data, isNotFound(profile.error))}>
      <QueryView
        query={profile}
        errorTitle="Could not load this profile"
        renderError={(error) =>
          isNotFound(error) ? <UserNotFound username={username} /> : undefined
        }
      >
        {(loaded) => (
          <Stack gap={4}>
            <ProfileHeader profile={loaded} actions={renderActions?.(loaded)} />
            <PublicVehicles profile={loaded} />
          </Stack>
        )}
      </QueryView>
    </PageLayout>
  );
}

import {
  ApiError,
  ButtonLink,
  Card,
  EmptyState,
  ErrorState,
  Grid,
  LoadingState,
  PageLayout,
  Stack,
} from '@vg/shared';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@vg/shared/forms';
import { VehiclePhoto } from '../../lib/vehicle-photo';
import { normaliseIdentifier } from '@vg/contract/rules';
import { usePublicMatches } from '../../features/public-vehicle/api/find-public-vehicles';
import { usePublicVehicle } from '../../features/public-vehicle/api/get-public-vehicle';
import { useSharedVehicle } from '../../features/public-vehicle/api/get-shared-vehicle';
import type { PublicVehicleView } from '../../entities/public-vehicle/api/public-vehicle-types';
import { PublicVehicleDetails } from './public-vehicle-view';
import { useNoIndex } from '../../features/public-vehicle/use-noindex';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /public/:vin and /public/vehicle/:token: a vehicle page anyone can read without signing in. */
export function PublicVehiclePage() {
  const { vin, token } = useParams();
  return token ? <SharedVehicle token={token} /> : <VehicleByIdentifier identifier={vin ?? ''} />;
}

function SharedVehicle({ token }: { token: string }) {
  useNoIndex(true);
  const shared = useSharedVehicle(token);
  return (
    <ViewState
      query={shared}
      missingTitle="This link does not work"
      missingMessage="The owner may have revoked or replaced it. Ask them for a new link."
    />
  );
}

function VehicleByIdentifier({ identifier }: { identifier: string }) {
  const [searchParams] = useSearchParams();
  // Showcase cards of vehicles without a number link by id; a choice among several matches adds ?id=.
  const directId = UUID.test(identifier) ? identifier : searchParams.get('id');
  const matches = usePublicMatches(directId ? null : identifier);
  const onlyMatch = matches.data?.length === 1 ? (matches.data[0]?.id ?? null) : null;
  const vehicle = usePublicVehicle(directId ?? onlyMatch);

  if (directId || onlyMatch) {
    return (
      <ViewState
        query={vehicle}
        missingTitle="No public vehicle here"
        missingMessage="Its owner may have made it private."
        moderated
      />
    );
  }
  if (matches.isPending) {
    return (
      <PageLayout title="Public vehicle">
        <LoadingState />
      </PageLayout>
    );
  }
  if (matches.isError) {
    return (
      <PageLayout title="Public vehicle">
        <ErrorState
          message={errorMessage(matches.error)}
          onRetry={() => void matches.refetch()}
          action={<ButtonLink to="/showcase">See the showcase</ButtonLink>}
        />
      </PageLayout>
    );
  }
  const key = normaliseIdentifier(identifier);
  if (matches.data.length === 0) {
    return (
      <PageLayout title="No public vehicle found">
        <EmptyState
          icon="search"
          title={`No public vehicle has the number ${key || identifier}`}
          description="Check the number, or the vehicle may be private. Numbers are matched without spaces or dashes."
          action={<ButtonLink to="/showcase">See the showcase</ButtonLink>}
        />
      </PageLayout>
    );
  }
  return (
    <PageLayout
      title={`Vehicles numbered ${key}`}
      description="Several makers used this number. Choose the vehicle you mean."
    >
      <Grid minColumnWidth="240px" role="list" aria-label="Matching vehicles">
        {matches.data.map((match) => (
          <Card key={match.id} role="listitem">
            <Stack gap={1}>
              <VehiclePhoto src={match.coverPhoto?.thumbUrl} alt={match.title} />
              <Link to={`?id=${match.id}`}>{match.title}</Link>
              <span>Kept by {match.ownerUsername}</span>
            </Stack>
          </Card>
        ))}
      </Grid>
    </PageLayout>
  );
}

interface ViewStateProps {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: PublicVehicleView;
    refetch: () => unknown;
  };
  missingTitle: string;
  missingMessage: string;
  /** The public page itself (not a share link's): administrators act on the car here. */
  moderated?: boolean;
}

function ViewState({ query, missingTitle, missingMessage, moderated = false }: ViewStateProps) {
  if (query.isPending) {
    return (
      <PageLayout title="Public vehicle">
        <LoadingState />
      </PageLayout>
    );
  }
  if (query.isError || !query.data) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PageLayout title={missing ? missingTitle : 'Public vehicle'}>
        <ErrorState
          title={missing ? missingTitle : 'The vehicle could not be loaded'}
          message={missing ? missingMessage : errorMessage(query.error)}
          onRetry={missing ? undefined : () => void query.refetch()}
          action={<ButtonLink to="/showcase">See the showcase</ButtonLink>}
        />
      </PageLayout>
    );
  }
  return (
    <PageLayout title={query.data.vehicle.title}>
      <PublicVehicleDetails view={query.data} moderated={moderated} />
    </PageLayout>
  );
}

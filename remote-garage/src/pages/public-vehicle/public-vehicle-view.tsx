import { lazy, Suspense } from 'react';
import { Section, Stack, Tabs, theme, useSession, type TabItem } from '@vg/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { VehiclePhoto } from '../../lib/vehicle-photo';
import { MaintenanceEntry } from '../../features/maintenance/maintenance-entry';
import { ModificationEntry } from '../../features/modifications/modification-entry';
import { PhotoGallery } from '../../features/photos/photo-gallery';
import { OwnershipTimeline } from '../../features/provenance/ownership-timeline';
import { VehicleOverview } from '../../features/vehicles/vehicle-overview';
import type { PublicVehicleView } from '../../entities/public-vehicle/api/public-vehicle-types';

// The administrator's actions on a car (docs/product.md#moderation) come from the shared
// moderation kit, fetched only when an administrator opens the page: a visitor's page never
// carries them.
const CarAdminPanel = lazy(async () => ({
  default: (await import('@vg/shared/moderation')).CarAdminPanel,
}));

const Byline = styled.p`
  color: ${theme.color.textMuted};
`;

/** A vehicle as visitors see it: its photographs, particulars, the history its owner shares, its keepers. */
export function PublicVehicleDetails({
  view,
  moderated = false,
}: {
  view: PublicVehicleView;
  /** Offer an administrator the car's moderation actions (its public page, not a share link). */
  moderated?: boolean;
}) {
  const { vehicle, scope } = view;
  const { isAdmin } = useSession();
  const hero = view.photos[0]?.displayUrl ?? vehicle.coverPhoto?.displayUrl;
  const tabs: TabItem[] = [
    {
      id: 'overview',
      label: 'Overview',
      content: (
        <Stack gap={4}>
          <VehicleOverview vehicle={vehicle} />
          {view.ownership.length > 0 ? (
            <Section title="Provenance">
              <OwnershipTimeline periods={view.ownership} />
            </Section>
          ) : null}
        </Stack>
      ),
    },
  ];
  if (scope.photos && view.photos.length > 0) {
    tabs.push({
      id: 'photos',
      label: `Photos (${view.photos.length})`,
      content: <PhotoGallery photos={view.photos} vehicleTitle={vehicle.title} />,
    });
  }
  if (scope.maintenance) {
    tabs.push({
      id: 'maintenance',
      label: 'Maintenance',
      content: view.maintenance.length ? (
        <Stack gap={1.5}>
          {view.maintenance.map((record) => (
            <MaintenanceEntry key={record.id} record={record} />
          ))}
        </Stack>
      ) : (
        <p>No maintenance shared.</p>
      ),
    });
  }
  if (scope.modifications) {
    tabs.push({
      id: 'modifications',
      label: 'Modifications',
      content: view.modifications.length ? (
        <Stack gap={1.5}>
          {view.modifications.map((modification) => (
            <ModificationEntry key={modification.id} modification={modification} />
          ))}
        </Stack>
      ) : (
        <p>No modifications shared.</p>
      ),
    });
  }
  return (
    <Stack gap={3}>
      <Byline>
        Kept by <Link to={`/user/${vehicle.ownerUsername}`}>{vehicle.ownerUsername}</Link>
      </Byline>
      {moderated && isAdmin ? (
        <Suspense fallback={null}>
          <CarAdminPanel vehicleId={vehicle.id} />
        </Suspense>
      ) : null}
      {hero ? (
        <VehiclePhoto src={hero} alt={view.photos[0]?.caption ?? vehicle.title} ratio="16 / 7" />
      ) : null}
      <Tabs label={`${vehicle.title} details`} tabs={tabs} />
    </Stack>
  );
}

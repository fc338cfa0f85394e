import { Stack, type TabItem } from '@vg/shared';
import { VehicleMaintenanceTab } from './vehicle-maintenance-tab';
import { VehicleModificationsTab } from './vehicle-modifications-tab';
import { VehiclePhotosTab } from '../../features/photos/vehicle-photos-tab';
import { VehiclePapersTab } from './vehicle-papers-tab';
import { RecordPapers } from '../../features/documents/record-papers';
import { VehicleProvenanceTab } from '../../features/provenance/vehicle-provenance-tab';
import { SharingSection } from '../../features/share-links/sharing-section';
import { DossierSection } from '../../features/dossiers/dossier-section';
import { HandOverSection } from '../../features/hand-overs/hand-over-section';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { VehicleOverview } from '../../features/vehicles/vehicle-overview';
import { VehicleCostsTab } from './vehicle-costs-tab';
import { ImportHistorySection } from '../../features/imports/import-history-section';
import { CollaboratorsSection } from '../../features/collaborators/collaborators-section';
import type { VehiclePermissions } from '../../entities/vehicles/vehicle-permissions';

type MaybeTab = TabItem | false;

/**
 * The logbook's tabs; the record kinds' tabs are this page's, one shared tab (vehicle-record-tab.tsx)
 * serving both. Only what the caller's role may do is there (docs/product.md#workshops-and-co-keepers):
 * a workshop sees the history and adds to it; the keeping, sharing and selling are the keepers'.
 */
export function vehicleTabs(vehicle: Vehicle, { may }: VehiclePermissions): TabItem[] {
  const tabs: MaybeTab[] = [
    {
      id: 'overview',
      label: 'Overview',
      content: (
        <Stack gap={4}>
          <VehicleOverview vehicle={vehicle} />
          {may('see-collaborators') ? <CollaboratorsSection vehicle={vehicle} /> : null}
          {may('share-links') ? <SharingSection vehicle={vehicle} /> : null}
          {may('dossiers') ? <DossierSection vehicle={vehicle} /> : null}
          {may('hand-over') ? <HandOverSection vehicle={vehicle} /> : null}
        </Stack>
      ),
    },
    {
      id: 'maintenance',
      label: 'Maintenance',
      content: <VehicleMaintenanceTab vehicle={vehicle} />,
    },
    {
      id: 'modifications',
      label: 'Modifications',
      content: <VehicleModificationsTab vehicle={vehicle} />,
    },
    may('keeping-logs') && {
      id: 'costs',
      label: 'Costs',
      content: <VehicleCostsTab vehicle={vehicle} />,
    },
    { id: 'photos', label: 'Photos', content: <VehiclePhotosTab vehicle={vehicle} /> },
    { id: 'papers', label: 'Papers', content: <VehiclePapersTab vehicle={vehicle} /> },
    {
      id: 'provenance',
      label: 'Provenance',
      content: (
        <VehicleProvenanceTab
          vehicle={vehicle}
          renderPeriodExtra={(period) => (
            <RecordPapers
              vehicleId={vehicle.id}
              owner={{ ownershipPeriodId: period.id }}
              recordTitle={`the period of ${period.ownerName ?? period.memberUsername ?? 'this keeper'}`}
            />
          )}
        />
      ),
    },
    may('import') && {
      id: 'import',
      label: 'Import history',
      content: <ImportHistorySection vehicle={vehicle} />,
    },
  ];
  return tabs.filter((tab): tab is TabItem => tab !== false);
}

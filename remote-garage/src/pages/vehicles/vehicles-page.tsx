import {
  Button,
  ButtonLink,
  EmptyState,
  ErrorState,
  Grid,
  Icon,
  LoadingState,
  PageLayout,
  Pagination,
  showBanner,
} from '@vg/shared';
import { useState } from 'react';
import { SearchGarageLink } from '../../lib/search-garage-link';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@vg/shared/forms';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useCreateVehicle } from '../../features/vehicles/api/create-vehicle';
import {
  INITIAL_VEHICLE_FILTERS,
  useVehicles,
  type VehicleFilters,
} from '../../entities/vehicles/api/list-vehicles';
import { CARDS_ON_FIRST_SCREEN, VehicleCard } from '../../features/vehicles/vehicle-card';
import { VehicleFiltersBar } from '../../features/vehicles/vehicle-filters';
import { VehicleForm } from '../../features/vehicles/vehicle-form';
import { KeptVehiclesSection } from '../../features/kept-vehicles/kept-vehicles-section';
import { InvitationsSection } from '../../features/collaborations/invitations-section';
import { CarsIWorkOnSection } from '../../features/collaborations/cars-i-work-on-section';
import { useCollaborations } from '../../entities/collaborations/api/list-collaborations';
import { useSaveCarsIWorkOn } from '../../entities/collaborations/save-cars-i-work-on';
import { GarageImport } from '../../features/imports/garage-import';

/** /vehicles: the garage; /vehicles?add=1 adds a vehicle; /vehicles?import=1 imports its history. */
export function VehiclesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const onAdd = () => setSearchParams({ add: '1' });
  if (searchParams.has('add')) return <AddVehicle onDone={() => setSearchParams({})} />;
  if (searchParams.has('import'))
    return <GarageImport onBack={() => setSearchParams({})} onAdd={onAdd} />;
  return <Garage onAdd={onAdd} onImport={() => setSearchParams({ import: '1' })} />;
}

function AddVehicle({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const createVehicle = useCreateVehicle();
  return (
    <PageLayout
      title="Add a vehicle"
      description="Only make and model are needed now; everything else can wait."
    >
      <VehicleForm
        submitLabel="Add vehicle"
        pending={createVehicle.isPending}
        onCancel={onDone}
        onSubmit={async (input) => {
          const vehicle = await createVehicle.mutateAsync(input);
          // Above the car's page, in its flow: a toast sat over the particulars on a phone.
          showBanner({
            kind: 'success',
            text: `Vehicle added: ${vehicle.title} is in your garage.`,
          });
          navigate(`/vehicles/${vehicle.id}`);
        }}
      />
    </PageLayout>
  );
}

function Garage({ onAdd, onImport }: { onAdd: () => void; onImport: () => void }) {
  const [filters, setFilters] = useState<VehicleFilters>(INITIAL_VEHICLE_FILTERS);
  const settledFilters = useDebouncedValue(filters);
  const vehicles = useVehicles(settledFilters);
  const filtered = Boolean(filters.q || filters.status || filters.condition || filters.visibility);
  const rows = vehicles.data?.pages.flatMap((page) => page.data) ?? [];
  // Others' cars the member was invited to or works on (docs/product.md#workshops-and-co-keepers).
  const collaborations = useCollaborations().data ?? [];
  const invitations = collaborations.filter((item) => item.state === 'invited');
  const carsIWorkOn = collaborations.filter((item) => item.state === 'active');
  useSaveCarsIWorkOn(carsIWorkOn);
  const worksOn = <CarsIWorkOnSection cars={carsIWorkOn} invited={invitations.length > 0} />;
  // A workshop with no car of its own finds the cars it works on first, above its empty garage.
  const workFirst = carsIWorkOn.length > 0 && vehicles.isSuccess && rows.length === 0 && !filtered;

  const addButton = (
    <Button onClick={onAdd}>
      <Icon name="plus" /> Add vehicle
    </Button>
  );

  const content = () => {
    if (vehicles.isPending) return <LoadingState />;
    if (vehicles.isError) {
      return (
        <ErrorState
          title="Your vehicles could not be loaded"
          message={errorMessage(vehicles.error)}
          onRetry={() => void vehicles.refetch()}
          action={<ButtonLink to="/dashboard">Go to the dashboard</ButtonLink>}
        />
      );
    }
    if (rows.length === 0) {
      return filtered ? (
        <EmptyState
          icon="search"
          title="No vehicle matches"
          description="Try another search word, or clear the filters."
          action={
            <Button variant="secondary" onClick={() => setFilters({ sort: filters.sort })}>
              Clear filters
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon="car"
          title="Your garage is empty"
          description="Add your first vehicle: its make and model are enough to start its logbook."
          action={addButton}
        />
      );
    }
    return (
      <>
        <Grid minColumnWidth="260px" aria-label="Vehicles" role="list">
          {rows.map((vehicle, index) => (
            <div role="listitem" key={vehicle.id}>
              <VehicleCard vehicle={vehicle} priority={index < CARDS_ON_FIRST_SCREEN} />
            </div>
          ))}
        </Grid>
        <Pagination
          hasMore={Boolean(vehicles.hasNextPage)}
          loading={vehicles.isFetchingNextPage}
          onLoadMore={() => void vehicles.fetchNextPage()}
        />
      </>
    );
  };

  return (
    <PageLayout
      title="Vehicles"
      description="Every vehicle in your garage, with its whole life."
      actions={
        <>
          <SearchGarageLink />
          {rows.length > 0 ? (
            <Button variant="secondary" onClick={onImport}>
              Import history
            </Button>
          ) : null}
          {addButton}
        </>
      }
    >
      <InvitationsSection invitations={invitations} />
      {workFirst ? worksOn : null}
      <VehicleFiltersBar filters={filters} onChange={setFilters} />
      {content()}
      {workFirst ? null : worksOn}
      <KeptVehiclesSection />
    </PageLayout>
  );
}

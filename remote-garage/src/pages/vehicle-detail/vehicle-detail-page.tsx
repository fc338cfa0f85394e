import {
  ApiError,
  Badge,
  Button,
  ButtonLink,
  Cluster,
  ConfirmDialog,
  ErrorState,
  LoadingState,
  PageLayout,
  Stack,
  Tabs,
  toast,
  type TabItem,
} from '@vg/shared';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@vg/shared/forms';
import { VehiclePhoto } from '../../lib/vehicle-photo';
import { useDeleteVehicle } from '../../features/vehicles/api/delete-vehicle';
import { useVehicle } from '../../entities/vehicles/api/get-vehicle';
import { useUpdateVehicle } from '../../entities/vehicles/api/update-vehicle';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { vehicleTabs } from './vehicle-tabs';
import { VehicleForm } from '../../features/vehicles/vehicle-form';
import { CONDITION_LABELS, STATUS_LABELS } from '../../entities/vehicles/vehicle-labels';
import { VISIBILITY_SHORT_LABELS } from '@vg/contract/rules';
import { vehiclePermissions } from '../../entities/vehicles/vehicle-permissions';
import { VehiclePermissionsProvider } from '../../entities/vehicles/vehicle-permissions-context';
import { CollaboratorLine } from './collaborator-line';

/** /vehicles/:id: the vehicle's logbook, in tabs; ?edit=1 edits its particulars. */
export function VehicleDetailPage() {
  const { id = '' } = useParams();
  const vehicle = useVehicle(id);

  if (vehicle.isPending) {
    return (
      <PageLayout title="Vehicle">
        <LoadingState />
      </PageLayout>
    );
  }
  if (vehicle.isError) {
    const missing = vehicle.error instanceof ApiError && vehicle.error.status === 404;
    // Not this member's to open in that way (a role fallen short): the API's words, no retry.
    const refused = vehicle.error instanceof ApiError && vehicle.error.status === 403;
    return (
      <PageLayout title={missing ? 'Vehicle not found' : 'Vehicle'}>
        <ErrorState
          title={missing ? 'This vehicle is not in your garage' : 'The vehicle could not be loaded'}
          message={
            missing
              ? 'It may have been deleted, or the address is mistyped.'
              : errorMessage(vehicle.error)
          }
          onRetry={missing || refused ? undefined : () => void vehicle.refetch()}
          action={<ButtonLink to="/vehicles">Back to your vehicles</ButtonLink>}
        />
      </PageLayout>
    );
  }
  return (
    <VehiclePermissionsProvider access={vehicle.data.access}>
      <VehicleLogbook vehicle={vehicle.data} />
    </VehiclePermissionsProvider>
  );
}

function VehicleLogbook({ vehicle }: { vehicle: Vehicle }) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const updateVehicle = useUpdateVehicle();
  const deleteVehicle = useDeleteVehicle();
  // What the caller may do here (docs/product.md#workshops-and-co-keepers): the keeper everything.
  const permissions = vehiclePermissions(vehicle.access);
  const editing = searchParams.has('edit') && permissions.may('edit-particulars');
  const tab = searchParams.get('tab') ?? 'overview';

  if (editing) {
    return (
      <PageLayout title={`Edit ${vehicle.title}`}>
        <VehicleForm
          vehicle={vehicle}
          submitLabel="Save changes"
          pending={updateVehicle.isPending}
          onCancel={() => setSearchParams({})}
          onSubmit={async (input) => {
            await updateVehicle.mutateAsync({ id: vehicle.id, input });
            toast({ title: 'Changes saved' });
            setSearchParams({});
          }}
        />
      </PageLayout>
    );
  }

  const remove = () =>
    deleteVehicle.mutate(vehicle.id, {
      onSuccess: () => {
        toast({
          title: 'Vehicle deleted',
          description: `${vehicle.title} and its records are gone.`,
        });
        navigate('/vehicles');
      },
      onError: (error) => {
        setConfirmingDelete(false);
        toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      },
    });

  const tabs: TabItem[] = vehicleTabs(vehicle, permissions);
  return (
    <PageLayout
      title={vehicle.title}
      description={
        <Stack gap={1}>
          <CollaboratorLine vehicle={vehicle} />
          <Cluster gap={0.5}>
            <Badge tone={vehicle.status === 'active' ? 'success' : 'neutral'}>
              {STATUS_LABELS[vehicle.status]}
            </Badge>
            {vehicle.condition ? <Badge>{CONDITION_LABELS[vehicle.condition]}</Badge> : null}
            <Badge tone={vehicle.visibility === 'private' ? 'neutral' : 'info'}>
              {VISIBILITY_SHORT_LABELS[vehicle.visibility]}
            </Badge>
          </Cluster>
        </Stack>
      }
      actions={
        <>
          {permissions.may('edit-particulars') ? (
            <Button variant="secondary" onClick={() => setSearchParams({ edit: '1' })}>
              Edit
            </Button>
          ) : null}
          {permissions.may('delete-vehicle') ? (
            <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
              Delete
            </Button>
          ) : null}
        </>
      }
    >
      {/* Without a photo the Photos tab invites one; an empty frame this size would only push the logbook down. */}
      {vehicle.coverPhoto ? (
        <VehiclePhoto
          src={vehicle.coverPhoto.displayUrl}
          alt={vehicle.title}
          ratio="16 / 7"
          priority
        />
      ) : null}
      <Tabs
        label={`${vehicle.title} logbook`}
        tabs={tabs}
        value={tabs.some((item) => item.id === tab) ? tab : 'overview'}
        onValueChange={(id) =>
          setSearchParams(id === 'overview' ? {} : { tab: id }, { replace: true })
        }
      />
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={`Delete ${vehicle.title}?`}
        body="Its maintenance and modification records, photos, reminders, provenance and share links are deleted with it. This cannot be undone."
        confirmLabel="Delete vehicle"
        onConfirm={remove}
        pending={deleteVehicle.isPending}
      />
    </PageLayout>
  );
}

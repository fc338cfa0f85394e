import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  Section,
  Stack,
  toast,
} from '@vg/shared';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '@vg/shared/forms';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { useCreateOwnership } from './api/create-ownership';
import { useDeleteOwnership } from './api/delete-ownership';
import { useOwnership } from './api/list-ownership';
import type { OwnershipPeriod } from '../../entities/provenance/api/ownership-types';
import { useUpdateOwnership } from './api/update-ownership';
import { OwnershipForm } from './ownership-form';
import { OwnershipTimeline } from './ownership-timeline';
import { useVehiclePermissions } from '../../entities/vehicles/vehicle-permissions-context';

/** Provenance: the chain of keepers collectors ask for first. Matching numbers sit on the overview. */
export function VehicleProvenanceTab({
  vehicle,
  renderPeriodExtra,
}: {
  vehicle: Vehicle;
  /** Under each keeper period: its papers (the bill of sale), composed by the page. */
  renderPeriodExtra?: (period: OwnershipPeriod) => ReactNode;
}) {
  const periods = useOwnership(vehicle.id);
  const createOwnership = useCreateOwnership();
  const updateOwnership = useUpdateOwnership();
  const deleteOwnership = useDeleteOwnership();
  const [editing, setEditing] = useState<OwnershipPeriod | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OwnershipPeriod | null>(null);
  // A workshop reads the keepers; adding or changing them is the keepers' (docs/product.md#workshops-and-co-keepers).
  const mayEdit = useVehiclePermissions().may('edit-provenance');

  if (editing) {
    const existing = editing === 'new' ? undefined : editing;
    return (
      <OwnershipForm
        vehicleId={vehicle.id}
        period={existing}
        pending={createOwnership.isPending || updateOwnership.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={async (input) => {
          if (existing) await updateOwnership.mutateAsync({ id: existing.id, input });
          else await createOwnership.mutateAsync({ vehicleId: vehicle.id, input });
          toast({ title: existing ? 'Period saved' : 'Period added' });
          setEditing(null);
        }}
      />
    );
  }

  const body = () => {
    if (periods.isPending) return <LoadingState />;
    if (periods.isError)
      return (
        <ErrorState message={errorMessage(periods.error)} onRetry={() => void periods.refetch()} />
      );
    if (periods.data.length === 0) {
      return (
        <EmptyState
          icon="users"
          title="No keepers recorded"
          description="Add the first owner you know of, even approximately: 'circa 1950, a doctor in Bath'."
          action={
            mayEdit ? (
              <Button onClick={() => setEditing('new')}>Add an ownership period</Button>
            ) : undefined
          }
        />
      );
    }
    return (
      <OwnershipTimeline
        periods={periods.data}
        onEdit={mayEdit ? setEditing : undefined}
        onDelete={mayEdit ? setDeleting : undefined}
        renderExtra={renderPeriodExtra}
      />
    );
  };

  return (
    <Stack gap={3}>
      <Section
        title="Ownership history"
        actions={
          mayEdit ? (
            <Button size="sm" onClick={() => setEditing('new')}>
              Add an ownership period
            </Button>
          ) : undefined
        }
      >
        {body()}
      </Section>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete this ownership period?"
        body={`The period of ${deleting?.ownerName ?? deleting?.memberUsername ?? 'this keeper'} is removed from the vehicle's history.`}
        confirmLabel="Delete period"
        pending={deleteOwnership.isPending}
        onConfirm={() =>
          deleting &&
          deleteOwnership.mutate(
            { id: deleting.id, vehicleId: vehicle.id },
            {
              onSuccess: () => setDeleting(null),
              onError: (error) =>
                toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
            },
          )
        }
      />
    </Stack>
  );
}

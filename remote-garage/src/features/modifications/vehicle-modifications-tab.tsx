import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  Pagination,
  Section,
  Stack,
  toast,
} from '@vg/shared';
import { useState } from 'react';
import { errorMessage } from '../../lib/server-errors';
import type { Vehicle } from '../vehicles/api/vehicle-types';
import { useCreateModification } from './api/create-modification';
import { useDeleteModification } from './api/delete-modification';
import { useVehicleModifications } from './api/list-vehicle-modifications';
import type { Modification } from './api/modification-types';
import { useUpdateModification } from './api/update-modification';
import { ModificationEntry } from './modification-entry';
import { EMPTY_MODIFICATION, ModificationForm, modificationToValues } from './modification-form';

/** The vehicle's modifications: what differs from factory, and whether it can go back. */
export function VehicleModificationsTab({ vehicle }: { vehicle: Vehicle }) {
  const modifications = useVehicleModifications(vehicle.id);
  const createModification = useCreateModification();
  const updateModification = useUpdateModification();
  const deleteModification = useDeleteModification();
  const [editing, setEditing] = useState<Modification | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Modification | null>(null);
  const rows = modifications.data?.pages.flatMap((page) => page.data) ?? [];

  if (editing === 'new') {
    return (
      <ModificationForm
        label="Record a modification"
        draftKey={`modification:${vehicle.id}:new`}
        initialValues={EMPTY_MODIFICATION}
        submitLabel="Save modification"
        pending={createModification.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={async (input) => {
          await createModification.mutateAsync({ vehicleId: vehicle.id, input });
          toast({ title: 'Modification recorded' });
          setEditing(null);
        }}
      />
    );
  }
  if (editing) {
    return (
      <ModificationForm
        label={`Edit ${editing.title}`}
        draftKey={`modification:${editing.id}`}
        initialValues={modificationToValues(editing)}
        submitLabel="Save changes"
        pending={updateModification.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={async (input) => {
          await updateModification.mutateAsync({ id: editing.id, input });
          toast({ title: 'Modification saved' });
          setEditing(null);
        }}
      />
    );
  }

  const list = () => {
    if (modifications.isPending) return <LoadingState />;
    if (modifications.isError)
      return (
        <ErrorState
          message={errorMessage(modifications.error)}
          onRetry={() => void modifications.refetch()}
        />
      );
    if (rows.length === 0) {
      return (
        <EmptyState
          icon="wrench"
          title="No modifications recorded"
          description="Record what differs from factory specification, planned or done, and whether it can be reversed."
          action={<Button onClick={() => setEditing('new')}>Record a modification</Button>}
        />
      );
    }
    return (
      <Stack gap={1.5}>
        {rows.map((modification) => (
          <ModificationEntry
            key={modification.id}
            modification={modification}
            onEdit={() => setEditing(modification)}
            onDelete={() => setDeleting(modification)}
          />
        ))}
        <Pagination
          hasMore={Boolean(modifications.hasNextPage)}
          loading={modifications.isFetchingNextPage}
          onLoadMore={() => void modifications.fetchNextPage()}
        />
      </Stack>
    );
  };

  return (
    <>
      <Section
        title="Modifications"
        actions={
          <Button size="sm" onClick={() => setEditing('new')}>
            Record a modification
          </Button>
        }
      >
        {list()}
      </Section>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={`Delete “${deleting?.title ?? ''}”?`}
        body="The modification record is deleted. This cannot be undone."
        confirmLabel="Delete modification"
        pending={deleteModification.isPending}
        onConfirm={() =>
          deleting &&
          deleteModification.mutate(
            { id: deleting.id, vehicleId: vehicle.id },
            {
              onSuccess: () => setDeleting(null),
              onError: (error) =>
                toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
            },
          )
        }
      />
    </>
  );
}

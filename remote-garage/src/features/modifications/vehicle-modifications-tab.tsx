import { Button, Section, toast } from '@vg/shared';
import { useState } from 'react';
import { DeleteRecordDialog } from '../../entities/records/delete-record-dialog';
import { VehicleRecordList } from '../../entities/records/vehicle-record-list';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import type { Modification } from '../../entities/modifications/api/modification-types';
import { ModificationEntry } from './modification-entry';
import {
  emptyModificationValues,
  ModificationForm,
  modificationToValues,
} from './modification-form';
import { MODIFICATION_KIND } from '../../entities/records/api/record-kinds';
import {
  useCreateRecord,
  useDeleteRecord,
  useUpdateRecord,
} from '../../entities/records/api/write-records';
import { useVehicleRecords } from '../../entities/records/api/list-records';
import { savedToast } from '../../entities/offline/send-or-queue';

/** The vehicle's modifications: what differs from factory, and whether it can go back. */
export function VehicleModificationsTab({ vehicle }: { vehicle: Vehicle }) {
  const modifications = useVehicleRecords(MODIFICATION_KIND, vehicle.id);
  const createModification = useCreateRecord(MODIFICATION_KIND);
  const updateModification = useUpdateRecord(MODIFICATION_KIND);
  const deleteModification = useDeleteRecord(MODIFICATION_KIND);
  const [editing, setEditing] = useState<Modification | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Modification | null>(null);

  if (editing === 'new') {
    return (
      <ModificationForm
        label="Record a modification"
        draftKey={`modification:${vehicle.id}:new`}
        initialValues={emptyModificationValues()}
        submitLabel="Save modification"
        pending={createModification.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={async (input) => {
          const saved = await createModification.mutateAsync({ vehicleId: vehicle.id, input });
          toast(savedToast(saved, 'Modification recorded'));
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
          const saved = await updateModification.mutateAsync({
            id: editing.id,
            input,
            record: editing,
          });
          toast(savedToast(saved, 'Modification saved'));
          setEditing(null);
        }}
      />
    );
  }

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
        <VehicleRecordList
          records={modifications}
          emptyTitle="No modifications recorded"
          emptyDescription="Record what differs from factory specification, planned or done, and whether it can be reversed."
          addLabel="Record a modification"
          onAdd={() => setEditing('new')}
          renderEntry={(modification) => (
            <ModificationEntry
              key={modification.id}
              modification={modification}
              onEdit={() => setEditing(modification)}
              onDelete={() => setDeleting(modification)}
            />
          )}
        />
      </Section>
      <DeleteRecordDialog
        record={deleting}
        vehicleId={vehicle.id}
        body="The modification record is deleted. This cannot be undone."
        confirmLabel="Delete modification"
        deleteRecord={deleteModification}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

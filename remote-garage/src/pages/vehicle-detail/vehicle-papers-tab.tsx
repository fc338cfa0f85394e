import { useQueryClient } from '@tanstack/react-query';
import type { RecordDraft, VehicleDocument } from '@vg/contract';
import { MetaText, Stack, toast, useReturnFocus } from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import { useState } from 'react';
import type { Waiting } from '../../entities/offline/send-or-queue';
import { MAINTENANCE_KIND } from '../../entities/records/api/record-kinds';
import { useCreateRecord } from '../../entities/records/api/write-records';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { fetchRecordDraft } from '../../features/documents/api/get-record-draft';
import { useUpdateDocument } from '../../features/documents/api/update-document';
import { VehiclePapersTab as PapersList } from '../../features/documents/vehicle-papers-tab';
import { MaintenanceForm } from '../../features/maintenance/maintenance-form';
import { draftToValues } from '../../features/maintenance/maintenance-form-values';

interface Drafting {
  document: VehicleDocument;
  draft: RecordDraft;
}

/**
 * The car's papers, and "Make a record from this": what the receipt says opens the maintenance
 * form (the same form as 'Log maintenance', prefilled) for the keeper to confirm; once saved, the
 * paper is filed under the new record (docs/product.md#papers).
 */
export function VehiclePapersTab({ vehicle }: { vehicle: Vehicle }) {
  const queryClient = useQueryClient();
  const createRecord = useCreateRecord(MAINTENANCE_KIND);
  const updateDocument = useUpdateDocument();
  const [drafting, setDrafting] = useState<Drafting | null>(null);
  const focus = useReturnFocus<HTMLButtonElement>();
  const close = () => {
    setDrafting(null);
    focus.restore();
  };

  const makeRecord = async (document: VehicleDocument) => {
    focus.remember();
    try {
      setDrafting({ document, draft: await fetchRecordDraft(queryClient, document.id) });
    } catch (error) {
      toast({
        title: 'The paper could not be read for a record',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };

  const save = async ({ document }: Drafting, saved: Waiting & { id: string }) => {
    // A record still waiting to sync has no id yet to file the paper under.
    if (saved.pendingChangeId) {
      toast({
        title: 'Saved on this device',
        description: `It's sent when the signal comes back; then file ${document.title} under it from its details.`,
      });
      return;
    }
    try {
      await updateDocument.mutateAsync({
        id: document.id,
        vehicleId: vehicle.id,
        patch: { maintenanceRecordId: saved.id },
      });
      toast({ title: 'Maintenance logged', description: `${document.title} is filed under it.` });
    } catch (error) {
      // The record is saved: saving the form again would log the work twice.
      toast({
        title: `The record is saved, but ${document.title} could not be filed under it`,
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      {drafting ? (
        <Stack gap={2}>
          <MetaText>
            From {drafting.document.title}: check each detail against the paper before saving.
          </MetaText>
          <MaintenanceForm
            odometerUnit={vehicle.odometerUnit}
            label={`Make a record from ${drafting.document.title}`}
            draftKey={`maintenance:document:${drafting.document.id}`}
            initialValues={draftToValues(drafting.draft)}
            submitLabel="Save record"
            pending={createRecord.isPending || updateDocument.isPending}
            onCancel={close}
            onSubmit={async (input) => {
              const saved = await createRecord.mutateAsync({ vehicleId: vehicle.id, input });
              await save(drafting, saved);
              close();
            }}
          />
        </Stack>
      ) : null}
      {/* Kept mounted under the form, so the button that opened it takes the focus back. */}
      <div hidden={drafting !== null}>
        <PapersList vehicleId={vehicle.id} onMakeRecord={(document) => void makeRecord(document)} />
      </div>
    </>
  );
}

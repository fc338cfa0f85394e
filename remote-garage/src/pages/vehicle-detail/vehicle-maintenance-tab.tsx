import {
  Button,
  Cluster,
  Section,
  Stack,
  resolveChange,
  toast,
  useReturnFocus,
  type QueuedChange,
} from '@vg/shared';
import { useState } from 'react';
import { errorMessage } from '@vg/shared/forms';
import { useCompleteReminder } from '../../features/reminders/api/complete-reminder';
import type { Reminder } from '../../entities/reminders/api/reminder-types';
import { RemindersSection } from '../../features/reminders/reminders-section';
import { DeleteRecordDialog } from '../../entities/records/delete-record-dialog';
import { VehicleRecordList } from '../../entities/records/vehicle-record-list';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { useDownloadHistoryCsv } from '../../features/maintenance/api/export-history';
import type { MaintenanceRecord } from '../../entities/maintenance/api/maintenance-types';
import { MaintenanceEntry } from '../../features/maintenance/maintenance-entry';
import { MaintenanceForm } from '../../features/maintenance/maintenance-form';
import {
  emptyMaintenanceValues,
  recordToValues,
} from '../../features/maintenance/maintenance-form-values';
import { MAINTENANCE_KIND } from '../../entities/records/api/record-kinds';
import {
  useCreateRecord,
  useDeleteRecord,
  useUpdateRecord,
} from '../../entities/records/api/write-records';
import { useVehicleRecords } from '../../entities/records/api/list-records';
import { WaitingChangesPanel } from '../../features/waiting-changes/waiting-changes-panel';
import { savedToast } from '../../entities/offline/send-or-queue';

/** A refused maintenance change as the form reads it: what the member typed, over the defaults. */
const waitingAsRecord = (change: QueuedChange) =>
  ({
    ...MAINTENANCE_KIND.waitingDefaults,
    ...(change.body as object),
    parts: ((change.body as { parts?: object[] }).parts ?? []).map((part, index) => ({
      id: String(index),
      partNumber: null,
      brand: null,
      quantity: 1,
      unitCost: null,
      source: null,
      ...part,
    })),
  }) as MaintenanceRecord;

type Editing =
  | { kind: 'new' }
  | { kind: 'edit'; record: MaintenanceRecord }
  | { kind: 'complete'; reminder: Reminder }
  | null;

/** The vehicle's maintenance logbook: reminders, the entries newest first, and the form to add one. */
export function VehicleMaintenanceTab({ vehicle }: { vehicle: Vehicle }) {
  const records = useVehicleRecords(MAINTENANCE_KIND, vehicle.id);
  const createMaintenance = useCreateRecord(MAINTENANCE_KIND);
  const updateMaintenance = useUpdateRecord(MAINTENANCE_KIND);
  const completeReminder = useCompleteReminder();
  const deleteMaintenance = useDeleteRecord(MAINTENANCE_KIND);
  const downloadCsv = useDownloadHistoryCsv();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<MaintenanceRecord | null>(null);
  const focus = useReturnFocus<HTMLButtonElement>();
  const open = (next: NonNullable<Editing>) => {
    focus.remember();
    setEditing(next);
  };
  // Saved or cancelled: focus goes back to what opened the form, not to the top of the page.
  const close = () => {
    setEditing(null);
    focus.restore();
  };

  let form = null;
  if (editing) {
    const common = { odometerUnit: vehicle.odometerUnit, onCancel: close };
    if (editing.kind === 'edit') {
      form = (
        <MaintenanceForm
          {...common}
          label={`Edit ${editing.record.title}`}
          draftKey={`maintenance:${editing.record.id}`}
          initialValues={recordToValues(editing.record)}
          submitLabel="Save changes"
          pending={updateMaintenance.isPending}
          onSubmit={async (input) => {
            const saved = await updateMaintenance.mutateAsync({
              id: editing.record.id,
              input,
              record: editing.record,
            });
            toast(savedToast(saved, 'Record saved'));
            close();
          }}
        />
      );
    } else if (editing.kind === 'complete') {
      form = (
        <MaintenanceForm
          {...common}
          label={`Complete ${editing.reminder.title}`}
          draftKey={`reminder:${editing.reminder.id}:complete`}
          initialValues={{ ...emptyMaintenanceValues(editing.reminder.title) }}
          submitLabel="Log and complete"
          pending={completeReminder.isPending}
          onSubmit={async (input) => {
            await completeReminder.mutateAsync({
              reminderId: editing.reminder.id,
              input,
              vehicleId: vehicle.id,
            });
            toast({
              title: 'Reminder completed',
              description: 'The work is logged; a recurring reminder is scheduled again.',
            });
            close();
          }}
        />
      );
    } else {
      form = (
        <MaintenanceForm
          {...common}
          label="Log maintenance"
          draftKey={`maintenance:${vehicle.id}:new`}
          initialValues={emptyMaintenanceValues()}
          submitLabel="Save record"
          pending={createMaintenance.isPending}
          onSubmit={async (input) => {
            const saved = await createMaintenance.mutateAsync({ vehicleId: vehicle.id, input });
            toast(savedToast(saved, 'Maintenance logged'));
            close();
          }}
        />
      );
    }
  }

  // The logbook stays mounted (hidden) under the form, so the button that opened the form is
  // still there to take focus back when it closes.
  return (
    <>
      {form}
      <div hidden={form !== null}>
        <Stack gap={4}>
          <WaitingChangesPanel
            vehicleId={vehicle.id}
            renderEditor={(change, closeEditor) =>
              change.kind.startsWith('maintenance.') ? (
                <MaintenanceForm
                  odometerUnit={vehicle.odometerUnit}
                  onCancel={closeEditor}
                  label={`Edit ${change.label}`}
                  draftKey={`waiting:${change.id}`}
                  initialValues={recordToValues(waitingAsRecord(change))}
                  submitLabel="Send again"
                  pending={false}
                  onSubmit={async (input) => {
                    await resolveChange(change.id, { choice: 'edit', body: input });
                    closeEditor();
                  }}
                />
              ) : null
            }
          />
          <RemindersSection
            vehicleId={vehicle.id}
            odometerUnit={vehicle.odometerUnit}
            onComplete={(reminder) => open({ kind: 'complete', reminder })}
          />
          <Section
            title="Maintenance"
            actions={
              <Cluster>
                <Button
                  size="sm"
                  variant="ghost"
                  loading={downloadCsv.isPending}
                  onClick={() =>
                    downloadCsv.mutate(vehicle.id, {
                      onError: (error) =>
                        toast({
                          title: 'Error',
                          description: errorMessage(error),
                          variant: 'destructive',
                        }),
                    })
                  }
                >
                  Export history (CSV)
                </Button>
                <Button size="sm" ref={focus.fallbackRef} onClick={() => open({ kind: 'new' })}>
                  Log maintenance
                </Button>
              </Cluster>
            }
          >
            <VehicleRecordList
              records={records}
              emptyTitle="No maintenance logged yet"
              emptyDescription="Log the last service you know of: the date, the reading and the parts make the car's history."
              addLabel="Log maintenance"
              onAdd={() => open({ kind: 'new' })}
              renderEntry={(record) => (
                <MaintenanceEntry
                  key={record.id}
                  record={record}
                  onEdit={() => open({ kind: 'edit', record })}
                  onDelete={() => setDeleting(record)}
                />
              )}
            />
          </Section>
          <DeleteRecordDialog
            record={deleting}
            vehicleId={vehicle.id}
            body="The record and its list of parts are deleted. This cannot be undone."
            confirmLabel="Delete record"
            deleteRecord={deleteMaintenance}
            onClose={() => setDeleting(null)}
          />
        </Stack>
      </div>
    </>
  );
}

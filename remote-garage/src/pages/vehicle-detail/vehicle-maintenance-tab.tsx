import { Button, resolveChange, toast, type QueuedChange } from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import { useCompleteReminder } from '../../features/reminders/api/complete-reminder';
import { RemindersSection } from '../../features/reminders/reminders-section';
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
import { WaitingChangesPanel } from '../../features/waiting-changes/waiting-changes-panel';
import { VehicleRecordTab, type RecordTabTexts } from './vehicle-record-tab';
import { RecordPapers } from '../../features/documents/record-papers';
import { isWaitingId } from '../../entities/offline/send-or-queue';
import { useVehiclePermissions } from '../../entities/vehicles/vehicle-permissions-context';
import { useCollaborations } from '../../entities/collaborations/api/list-collaborations';

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

const TEXTS: RecordTabTexts = {
  title: 'Maintenance',
  add: 'Log maintenance',
  submitNew: 'Save record',
  created: 'Maintenance logged',
  saved: 'Record saved',
  emptyTitle: 'No maintenance logged yet',
  emptyDescription:
    "Log the last service you know of: the date, the reading and the parts make the car's history.",
  deleteBody: 'The record and its list of parts are deleted. This cannot be undone.',
  deleteConfirm: 'Delete record',
  draftPrefix: 'maintenance',
};

/** The vehicle's maintenance logbook: waiting changes, reminders, the entries newest first, the CSV. */
export function VehicleMaintenanceTab({ vehicle }: { vehicle: Vehicle }) {
  const completeReminder = useCompleteReminder();
  const downloadCsv = useDownloadHistoryCsv();
  const { may, role } = useVehiclePermissions();
  // A workshop logs its own work: done by a shop, under the business name it gave on accepting.
  const businessName = useCollaborations({ enabled: role === 'workshop' }).data?.find(
    (item) => item.vehicleId === vehicle.id && item.state === 'active',
  )?.businessName;
  const newValues = () =>
    role === 'workshop'
      ? { ...emptyMaintenanceValues(), performedBy: 'shop' as const, shopName: businessName ?? '' }
      : emptyMaintenanceValues();
  const formFor = { odometerUnit: vehicle.odometerUnit };

  return (
    <VehicleRecordTab
      kind={MAINTENANCE_KIND}
      vehicle={vehicle}
      texts={TEXTS}
      renderForm={(record, props) => (
        <MaintenanceForm
          {...formFor}
          {...props}
          initialValues={record ? recordToValues(record) : newValues()}
        />
      )}
      renderEntry={(record, actions) => (
        <MaintenanceEntry
          key={record.id}
          record={record}
          {...actions}
          papers={
            // A record still waiting to sync has no id the server knows to file under.
            isWaitingId(record.id) ? null : (
              <RecordPapers
                vehicleId={vehicle.id}
                owner={{ maintenanceRecordId: record.id }}
                recordTitle={record.title}
              />
            )
          }
        />
      )}
      actions={
        <Button
          size="sm"
          variant="ghost"
          loading={downloadCsv.isPending}
          onClick={() =>
            downloadCsv.mutate(vehicle.id, {
              onError: (error) =>
                toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
            })
          }
        >
          Export history (CSV)
        </Button>
      }
      renderAbove={(openForm) => (
        <>
          <WaitingChangesPanel
            vehicleId={vehicle.id}
            renderEditor={(change, closeEditor) =>
              change.kind.startsWith('maintenance.') ? (
                <MaintenanceForm
                  {...formFor}
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
          {may('reminders') ? (
            <RemindersSection
              vehicleId={vehicle.id}
              odometerUnit={vehicle.odometerUnit}
              onComplete={(reminder) =>
                openForm((close) => (
                  <MaintenanceForm
                    {...formFor}
                    onCancel={close}
                    label={`Complete ${reminder.title}`}
                    draftKey={`reminder:${reminder.id}:complete`}
                    initialValues={emptyMaintenanceValues(reminder.title)}
                    submitLabel="Log and complete"
                    pending={completeReminder.isPending}
                    onSubmit={async (input) => {
                      await completeReminder.mutateAsync({
                        reminderId: reminder.id,
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
                ))
              }
            />
          ) : null}
        </>
      )}
    />
  );
}

import { Button, Cluster, Section, Stack, toast, useReturnFocus } from '@vg/shared';
import { useState, type ReactNode } from 'react';
import type { FormActionProps } from '../../lib/form-footer';
import { savedToast, type Waiting } from '../../entities/offline/send-or-queue';
import { DeleteRecordDialog } from '../../entities/records/delete-record-dialog';
import { VehicleRecordList } from '../../entities/records/vehicle-record-list';
import { useVehicleRecords } from '../../entities/records/api/list-records';
import type { RecordKind } from '../../entities/records/api/record-kinds';
import {
  useCreateRecord,
  useDeleteRecord,
  useUpdateRecord,
} from '../../entities/records/api/write-records';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { DossierHoldsNotice } from '../../features/dossiers/dossier-holds-notice';
import type { Recorder } from '@vg/contract';
import { useVehiclePermissions } from '../../entities/vehicles/vehicle-permissions-context';

/** What a kind's form is given by the tab: its name, its draft, its end, and what saving does. */
export interface RecordFormProps<TInput> extends FormActionProps {
  label: string;
  draftKey: string;
  onSubmit: (input: TInput) => Promise<void>;
}

/** The words that tell one kind's tab from another's. */
export interface RecordTabTexts {
  /** The section's heading: 'Maintenance'. */
  title: string;
  /** The button that opens a new record's form, and that form's name: 'Log maintenance'. */
  add: string;
  /** A new record's submit: 'Save record'. */
  submitNew: string;
  /** The toasts after a new record and after an edit. */
  created: string;
  saved: string;
  emptyTitle: string;
  emptyDescription: string;
  deleteBody: string;
  deleteConfirm: string;
  /** Drafts are kept as `${draftPrefix}:${vehicleId}:new` and `${draftPrefix}:${recordId}`. */
  draftPrefix: string;
}

type RecordBase = Waiting & {
  id: string;
  title: string;
  vehicleId: string;
  updatedAt?: string;
  recordedBy?: Recorder;
};

/** Another form the tab shows in its place (maintenance: completing a reminder). */
export type OpenForm = (render: (close: () => void) => ReactNode) => void;

type Editing<TRecord> =
  | { type: 'new' }
  | { type: 'edit'; record: TRecord }
  | { type: 'other'; render: (close: () => void) => ReactNode }
  | null;

interface VehicleRecordTabProps<TRecord, TInput> {
  kind: RecordKind<TRecord, TInput, never>;
  vehicle: Vehicle;
  texts: RecordTabTexts;
  /** The kind's form, for a new record (null) or the one being edited. */
  renderForm: (record: TRecord | null, props: RecordFormProps<TInput>) => ReactNode;
  /** The entry, with its edit and delete when the caller may change it (a workshop: its own). */
  renderEntry: (
    record: TRecord,
    actions: { onEdit?: () => void; onDelete?: () => void },
  ) => ReactNode;
  /** More buttons beside the add button (maintenance: the CSV export). */
  actions?: ReactNode;
  /** What sits above the records (maintenance: waiting changes and reminders). */
  renderAbove?: (openForm: OpenForm) => ReactNode;
}

/**
 * A vehicle's records of one kind, newest first, with the form to add or edit one and the
 * confirmation before deleting: the maintenance and modifications tabs, told apart by their kind,
 * words, form and entry.
 */
export function VehicleRecordTab<TRecord extends RecordBase, TInput>({
  kind,
  vehicle,
  texts,
  renderForm,
  renderEntry,
  actions,
  renderAbove,
}: VehicleRecordTabProps<TRecord, TInput>) {
  const records = useVehicleRecords(kind, vehicle.id);
  const createRecord = useCreateRecord(kind);
  const updateRecord = useUpdateRecord(kind);
  const deleteRecord = useDeleteRecord(kind);
  const permissions = useVehiclePermissions();
  const [editing, setEditing] = useState<Editing<TRecord>>(null);
  const [deleting, setDeleting] = useState<TRecord | null>(null);
  const focus = useReturnFocus<HTMLButtonElement>();
  const open = (next: NonNullable<Editing<TRecord>>) => {
    focus.remember();
    setEditing(next);
  };
  // Saved or cancelled: focus goes back to what opened the form, not to the top of the page.
  const close = () => {
    setEditing(null);
    focus.restore();
  };

  let form: ReactNode = null;
  if (editing?.type === 'other') form = editing.render(close);
  else if (editing?.type === 'edit') {
    const { record } = editing;
    const editForm = renderForm(record, {
      label: `Edit ${record.title}`,
      draftKey: `${texts.draftPrefix}:${record.id}`,
      submitLabel: 'Save changes',
      pending: updateRecord.isPending,
      onCancel: close,
      onSubmit: async (input) => {
        const saved = await updateRecord.mutateAsync({ id: record.id, input, record });
        toast(savedToast(saved, texts.saved));
        close();
      },
    });
    form = (
      <Stack gap={2}>
        <DossierHoldsNotice vehicleId={vehicle.id} recordId={record.id} />
        {editForm}
      </Stack>
    );
  } else if (editing?.type === 'new') {
    form = renderForm(null, {
      label: texts.add,
      draftKey: `${texts.draftPrefix}:${vehicle.id}:new`,
      submitLabel: texts.submitNew,
      pending: createRecord.isPending,
      onCancel: close,
      onSubmit: async (input) => {
        const saved = await createRecord.mutateAsync({ vehicleId: vehicle.id, input });
        toast(savedToast(saved, texts.created));
        close();
      },
    });
  }

  // The records stay mounted (hidden) under the form, so the button that opened the form is
  // still there to take focus back when it closes.
  return (
    <>
      {form}
      <div hidden={form !== null}>
        <Stack gap={4}>
          {renderAbove?.((render) => open({ type: 'other', render }))}
          <Section
            title={texts.title}
            actions={
              <Cluster>
                {actions}
                <Button size="sm" ref={focus.fallbackRef} onClick={() => open({ type: 'new' })}>
                  {texts.add}
                </Button>
              </Cluster>
            }
          >
            <VehicleRecordList
              records={records}
              emptyTitle={texts.emptyTitle}
              emptyDescription={texts.emptyDescription}
              addLabel={texts.add}
              onAdd={() => open({ type: 'new' })}
              renderEntry={(record) =>
                renderEntry(
                  record,
                  permissions.mayChange(record)
                    ? {
                        onEdit: () => open({ type: 'edit', record }),
                        onDelete: () => setDeleting(record),
                      }
                    : {},
                )
              }
            />
          </Section>
          <DeleteRecordDialog
            record={deleting}
            vehicleId={vehicle.id}
            body={texts.deleteBody}
            confirmLabel={texts.deleteConfirm}
            deleteRecord={deleteRecord}
            onClose={() => setDeleting(null)}
          />
        </Stack>
      </div>
    </>
  );
}

import type { VehicleDocument } from '@vg/contract';
import {
  Button,
  DateField,
  Dialog,
  FieldError,
  SelectField,
  Stack,
  TextAreaField,
  TextField,
} from '@vg/shared';
import { useForm } from '@vg/shared/forms';
import { useState } from 'react';
import {
  recordChoiceOf,
  recordLinks,
  useRecordOptions,
} from '../../entities/records/use-record-options';
import { useUpdateDocument } from './api/update-document';
import { DocumentKindField } from './document-kind-field';
import { validateDocument, type DocumentFormValues } from './document-form-values';

interface DocumentDetailsDialogProps {
  document: VehicleDocument;
  onClose: () => void;
}

/** A paper's kind, title, date, note and the record it belongs to. */
export function DocumentDetailsDialog({ document, onClose }: DocumentDetailsDialogProps) {
  const updateDocument = useUpdateDocument();
  const form = useForm<DocumentFormValues>({
    initialValues: {
      kind: document.kind,
      title: document.title,
      date: document.date ?? '',
      note: document.note ?? '',
    },
    validate: (values) => validateDocument(values, true),
  });
  const current = recordChoiceOf(document);
  const [record, setRecord] = useState(current);
  const records = useRecordOptions(document.vehicleId, current);

  const save = form.handleSave(async (values) => {
    await updateDocument.mutateAsync({
      id: document.id,
      vehicleId: document.vehicleId,
      patch: {
        kind: values.kind,
        title: values.title.trim(),
        date: values.date || null,
        note: values.note.trim() || null,
        // Only a changed choice is sent: a paper filed under a keeper period stays there.
        ...(record === current ? {} : recordLinks(record)),
      },
    });
    onClose();
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title="Paper details"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={`document-${document.id}`} loading={updateDocument.isPending}>
            Save
          </Button>
        </>
      }
    >
      <form id={`document-${document.id}`} ref={form.formRef} onSubmit={save} noValidate>
        <Stack gap={2}>
          <DocumentKindField {...form.field('kind')} />
          <TextField label="Title" required maxLength={200} {...form.field('title')} />
          <DateField label="Date" hint="The date on the paper" {...form.field('date')} />
          <TextAreaField label="Note" rows={3} {...form.field('note')} />
          <SelectField
            label="Belongs to"
            placeholder="No particular record"
            options={records.options}
            value={record}
            onChange={(event) => setRecord(event.target.value)}
          />
          {records.hasOlder ? (
            <Button variant="secondary" loading={records.loadingOlder} onClick={records.loadOlder}>
              Show older records
            </Button>
          ) : null}
          {form.formError ? <FieldError>{form.formError}</FieldError> : null}
        </Stack>
      </form>
    </Dialog>
  );
}

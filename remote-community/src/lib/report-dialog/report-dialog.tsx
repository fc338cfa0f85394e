import { useMutation } from '@tanstack/react-query';
import {
  Button,
  callApi,
  Cluster,
  Dialog,
  SelectField,
  Stack,
  TextAreaField,
  toast,
} from '@vg/shared';
import { useForm, type FieldErrors } from '@vg/shared/forms';
import type { ReportInput, ReportReason } from '@vg/contract';
import { REPORT_REASON_LABELS } from './report-reasons';

const REASON_OPTIONS = Object.entries(REPORT_REASON_LABELS).map(([value, label]) => ({
  value,
  label,
}));
const NOTE_MAX_LENGTH = 1000;
const CHOOSE_A_REASON = 'Choose why you are reporting this.';

interface ReportValues {
  reason: string;
  note: string;
}
const INITIAL_VALUES: ReportValues = { reason: '', note: '' };

/** Where a report of each kind of thing goes. */
const REPORT = {
  comment: 'POST /comments/:id/report',
  vehicle: 'POST /public/vehicles/:id/report',
} as const;

export interface ReportDialogProps {
  /** What is reported, for the title: 'this comment', 'the 1964 Alfa Romeo Giulia'. */
  subject: string;
  /** What is reported: a comment or a public car, by its id. */
  reported: { kind: keyof typeof REPORT; id: string };
  onClose: () => void;
}

/**
 * Report a comment or a car to the administrators: a reason, and a note if it helps. The
 * server's refusals (a rate limit, a too long note) show next to the field; nothing typed is lost.
 */
export function ReportDialog({ subject, reported, onClose }: ReportDialogProps) {
  const form = useForm<ReportValues>({
    initialValues: INITIAL_VALUES,
    validate: (values): FieldErrors => (values.reason ? {} : { reason: CHOOSE_A_REASON }),
  });
  const send = useMutation({
    mutationFn: async (body: ReportInput) =>
      (await callApi(REPORT[reported.kind], { params: { id: reported.id }, body })).data,
  });

  const submit = form.handleSave(async (values) => {
    const receipt = await send.mutateAsync({
      reason: values.reason as ReportReason,
      note: values.note.trim() || null,
    });
    toast({ title: 'Report sent', description: receipt.message, variant: 'success' });
    onClose();
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !send.isPending && onClose()}
      title={`Report ${subject}`}
      description="An administrator reads every report. The member is not told who reported them."
      dismissible={!send.isPending}
    >
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap={2}>
          <SelectField
            label="Reason"
            required
            placeholder="Choose a reason"
            options={REASON_OPTIONS}
            {...form.field('reason')}
          />
          <TextAreaField
            label="Anything the administrator should know (optional)"
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            {...form.field('note')}
            // A refusal that names no field (too many reports today) still sits by the form's fields.
            error={form.errors.note ?? form.formError}
          />
          <Cluster justify="end">
            <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" loading={send.isPending}>
              Send report
            </Button>
          </Cluster>
        </Stack>
      </form>
    </Dialog>
  );
}

import type { MaintenanceCategory } from '@vg/contract';
import {
  Button,
  ButtonLink,
  CheckboxField,
  DateField,
  Dialog,
  ErrorState,
  FormErrorSummary,
  LoadingState,
  NumberField,
  Stack,
} from '@vg/shared';
import { errorMessage, useForm } from '@vg/shared/forms';
import type { AccountNotification } from './api/notification';
import {
  useCompleteNotifiedReminder,
  useNotifiedReminder,
  vehicleIdOfLink,
} from './api/reminder-actions';

interface DoneValues {
  performedOn: string;
  odometer: string;
  odometerConfirmed: boolean;
}

/** Today as the member's calendar has it, 'YYYY-MM-DD'. */
function today(): string {
  const now = new Date();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export interface CompleteReminderDialogProps {
  notification: AccountNotification;
  reminderId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The work is logged; `title` names the reminder. */
  onDone(title: string): void;
}

/**
 * "Mark done" from a reminder's notification: when and at what reading, then the work goes in the
 * logbook and a repeating reminder is scheduled again, as completing it on the vehicle page does.
 */
export function CompleteReminderDialog({
  notification,
  reminderId,
  open,
  onOpenChange,
  onDone,
}: CompleteReminderDialogProps) {
  const vehicleId = vehicleIdOfLink(notification.link);
  const reminder = useNotifiedReminder(vehicleId, reminderId, open);
  const complete = useCompleteNotifiedReminder();
  const form = useForm<DoneValues>({
    initialValues: { performedOn: today(), odometer: '', odometerConfirmed: false },
    validate: ({ performedOn, odometer }) => ({
      ...(performedOn ? {} : { performedOn: 'Say when the work was done.' }),
      ...(odometer.trim() && !/^\d+$/.test(odometer.trim())
        ? { odometer: 'Use a whole number, or leave it empty.' }
        : {}),
    }),
  });
  // Done already (here, in another tab or on the vehicle page): its next occurrence, if it repeats,
  // is a reminder of its own with its own notification.
  const alreadyDone = reminder.data?.state === 'completed';
  const found = alreadyDone ? null : reminder.data;

  const submit = form.handleSave(async (values) => {
    if (!found) return;
    await complete.mutateAsync({
      reminderId,
      input: {
        performedOn: values.performedOn,
        odometer: values.odometer.trim() ? Number(values.odometer.trim()) : null,
        ...(values.odometerConfirmed ? { odometerConfirmed: true } : {}),
        category: found.category as MaintenanceCategory,
        title: found.title,
      },
    });
    onDone(found.title);
  });

  // Where the owner goes when the reminder cannot be completed from here.
  const openVehicle = notification.link ? (
    <ButtonLink to={notification.link} variant="secondary">
      Open the vehicle
    </ButtonLink>
  ) : undefined;

  let body;
  if (alreadyDone) {
    body = (
      <ErrorState
        title="This reminder is done already"
        message="The work is in the logbook. A repeating reminder has its next date on the vehicle’s page."
        action={openVehicle}
      />
    );
  } else if (vehicleId === null || (reminder.isSuccess && found === null)) {
    body = (
      <ErrorState
        title="This reminder is no longer there"
        message="It may have been completed or deleted already."
        action={openVehicle}
      />
    );
  } else if (reminder.isPending) {
    body = <LoadingState text="Loading the reminder..." />;
  } else if (reminder.isError) {
    body = (
      <ErrorState
        title="The reminder could not be loaded"
        message={errorMessage(reminder.error)}
        onRetry={() => void reminder.refetch()}
      />
    );
  } else if (found) {
    body = (
      <form
        id={`complete-${reminderId}`}
        ref={form.formRef}
        onSubmit={submit}
        noValidate
        aria-label={`Mark ${found.title} done`}
      >
        <Stack gap={2}>
          <DateField label="Done on" required max={today()} {...form.field('performedOn')} />
          <NumberField
            label="Reading"
            hint="The odometer when the work was done, if you know it."
            min={0}
            step={1}
            unit={found.odometerUnit}
            {...form.field('odometer')}
          />
          {form.errors.odometer ? (
            <CheckboxField
              label="This reading is right (the odometer was changed or rolled over)"
              {...form.checkbox('odometerConfirmed')}
            />
          ) : null}
          <FormErrorSummary message={form.formError} />
        </Stack>
      </form>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (complete.isPending ? undefined : onOpenChange(next))}
      title={found ? `Mark “${found.title}” done` : 'Mark the reminder done'}
      description="The work goes in the vehicle’s logbook; a repeating reminder is scheduled again."
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => onOpenChange(false)}
            disabled={complete.isPending}
          >
            Cancel
          </Button>
          <Button
            type="submit"
            form={`complete-${reminderId}`}
            disabled={!found}
            loading={complete.isPending}
          >
            Log it as done
          </Button>
        </>
      }
    >
      {body}
    </Dialog>
  );
}

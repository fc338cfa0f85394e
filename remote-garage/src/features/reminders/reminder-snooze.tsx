import { Button, Cluster, NumberField, toast } from '@vg/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage, useForm } from '@vg/shared/forms';
import type {
  Reminder,
  SnoozePeriod,
  SnoozeReminderInput,
} from '../../entities/reminders/api/reminder-types';
import { useSnoozeReminder } from './api/snooze-reminder';
import { describeSnooze } from './reminder-due';

const UntilReading = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(1)};
`;

type Choosing = 'closed' | 'period' | 'reading';

const PERIODS: Array<{ until: SnoozePeriod; label: string }> = [
  { until: 'week', label: '1 week' },
  { until: 'month', label: '1 month' },
];

/** Snooze a reminder: a week, a month, or until the vehicle reads a given figure. */
export function ReminderSnooze({ reminder }: { reminder: Reminder }) {
  const snooze = useSnoozeReminder();
  const [choosing, setChoosing] = useState<Choosing>('closed');
  const form = useForm({ initialValues: { untilOdometer: '' } });

  const run = (input: SnoozeReminderInput, onError?: (error: unknown) => void) =>
    snooze.mutate(
      { id: reminder.id, input, reminder },
      {
        onSuccess: (snoozed) => {
          setChoosing('closed');
          toast({
            title: describeSnooze(snoozed) ?? 'Reminder snoozed',
            description: `We will remind you of ${snoozed.title} again then.`,
            variant: 'success',
          });
        },
        onError:
          onError ??
          ((error) =>
            toast({
              title: 'The reminder could not be snoozed',
              description: errorMessage(error),
              variant: 'destructive',
            })),
      },
    );

  if (choosing === 'closed')
    return (
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Snooze ${reminder.title}`}
        onClick={() => setChoosing('period')}
      >
        Snooze
      </Button>
    );

  if (choosing === 'reading')
    return (
      <UntilReading
        ref={form.formRef}
        noValidate
        aria-label={`Snooze ${reminder.title} until a reading`}
        onSubmit={form.handleSubmit(({ untilOdometer }) => {
          const reading = Number(untilOdometer.trim());
          if (!/^\d+$/.test(untilOdometer.trim())) {
            form.setErrors({ untilOdometer: 'Give the reading as a whole number.' });
            return;
          }
          run({ untilOdometer: reading }, form.showServerError);
        })}
      >
        <NumberField
          label="Until the reading"
          min={0}
          step={1}
          unit={reminder.odometerUnit}
          {...form.field('untilOdometer')}
        />
        <Button type="submit" size="sm" loading={snooze.isPending}>
          Snooze
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setChoosing('closed')}>
          Cancel
        </Button>
      </UntilReading>
    );

  const pending = snooze.isPending ? snooze.variables?.input : undefined;
  const pendingPeriod = pending && 'until' in pending ? pending.until : null;
  return (
    <Cluster gap={1} role="group" aria-label={`Snooze ${reminder.title} for`}>
      {PERIODS.map(({ until, label }) => (
        <Button
          key={until}
          size="sm"
          variant="secondary"
          disabled={snooze.isPending}
          loading={pendingPeriod === until}
          onClick={() => run({ until })}
        >
          {label}
        </Button>
      ))}
      <Button size="sm" variant="secondary" onClick={() => setChoosing('reading')}>
        Until a reading
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setChoosing('closed')}>
        Cancel
      </Button>
    </Cluster>
  );
}

import type { SnoozePeriod } from '@vg/contract';
import { useState } from 'react';
import { Badge, Button, Cluster, formatDate, toast } from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import type { AccountNotification } from './api/notification';
import { useSnoozeReminder } from './api/reminder-actions';
import { CompleteReminderDialog } from './complete-reminder-dialog';

const SNOOZES: Array<{ until: SnoozePeriod; label: string }> = [
  { until: 'week', label: '1 week' },
  { until: 'month', label: '1 month' },
];

type Outcome = { kind: 'done' } | { kind: 'snoozed'; until: string | null };

export interface ReminderActionsProps {
  notification: AccountNotification;
  reminderId: string;
  /** Acting on a notification is reading it. */
  onActed(): void;
}

/** On a reminder's notification: "Mark done" and "Snooze" (1 week / 1 month), in place. */
export function ReminderActions({ notification, reminderId, onActed }: ReminderActionsProps) {
  const snooze = useSnoozeReminder();
  const [choosingSnooze, setChoosingSnooze] = useState(false);
  const [completing, setCompleting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (outcome?.kind === 'done') return <Badge tone="success">Done</Badge>;
  if (outcome?.kind === 'snoozed')
    return (
      <Badge tone="neutral">
        {outcome.until ? `Snoozed until ${formatDate(outcome.until)}` : 'Snoozed'}
      </Badge>
    );

  const snoozeFor = (until: SnoozePeriod) =>
    snooze.mutate(
      { reminderId, until },
      {
        onSuccess: (reminder) => {
          setOutcome({ kind: 'snoozed', until: reminder.snoozedUntil });
          onActed();
          toast({
            title: reminder.snoozedUntil
              ? `Snoozed until ${formatDate(reminder.snoozedUntil)}`
              : 'Reminder snoozed',
            description: `We will remind you of ${reminder.title} again then.`,
            variant: 'success',
          });
        },
        onError: (error) =>
          toast({
            title: 'The reminder could not be snoozed',
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );

  return (
    <>
      {choosingSnooze ? (
        <Cluster gap={1} role="group" aria-label="Snooze for">
          {SNOOZES.map(({ until, label }) => (
            <Button
              key={until}
              size="sm"
              variant="secondary"
              loading={snooze.isPending && snooze.variables?.until === until}
              disabled={snooze.isPending}
              onClick={() => snoozeFor(until)}
            >
              {label}
            </Button>
          ))}
          <Button size="sm" variant="ghost" onClick={() => setChoosingSnooze(false)}>
            Cancel
          </Button>
        </Cluster>
      ) : (
        <Cluster gap={1}>
          <Button size="sm" onClick={() => setCompleting(true)}>
            Mark done
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setChoosingSnooze(true)}>
            Snooze
          </Button>
        </Cluster>
      )}
      <CompleteReminderDialog
        notification={notification}
        reminderId={reminderId}
        open={completing}
        onOpenChange={setCompleting}
        onDone={(title) => {
          setCompleting(false);
          setOutcome({ kind: 'done' });
          onActed();
          toast({
            title: `${title}: done`,
            description: 'The work is in the logbook; a repeating reminder is scheduled again.',
            variant: 'success',
          });
        }}
      />
    </>
  );
}

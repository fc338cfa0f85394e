import {
  Badge,
  Button,
  Card,
  Cluster,
  ErrorState,
  LoadingState,
  Section,
  Stack,
  theme,
  toast,
} from '@vg/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@vg/shared/forms';
import { useDeleteReminder } from './api/delete-reminder';
import { useReminders } from './api/list-reminders';
import type { Reminder } from '../../entities/reminders/api/reminder-types';
import { describeDue, describeInterval, describeSnooze, describeWindow } from './reminder-due';
import { ReminderForm } from './reminder-form';
import { ReminderSnooze } from './reminder-snooze';
import { ReminderStateBadge } from './reminder-state-badge';

const NextDue = styled.p`
  font-weight: ${theme.type.weight.medium};
  ${theme.type.tabularNums}
`;

const Muted = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.type.size.sm};
  ${theme.type.tabularNums}
`;

interface RemindersSectionProps {
  vehicleId: string;
  odometerUnit: string;
  /** Opens the maintenance form to log the work that completes this reminder. */
  onComplete: (reminder: Reminder) => void;
}

export function RemindersSection({ vehicleId, odometerUnit, onComplete }: RemindersSectionProps) {
  const reminders = useReminders(vehicleId);
  const deleteReminder = useDeleteReminder();
  const [adding, setAdding] = useState(false);
  const open = reminders.data?.filter((reminder) => reminder.state !== 'completed') ?? [];

  const body = () => {
    if (reminders.isPending) return <LoadingState />;
    if (reminders.isError)
      return (
        <ErrorState
          message={errorMessage(reminders.error)}
          onRetry={() => void reminders.refetch()}
        />
      );
    if (open.length === 0 && !adding)
      return <p>No reminders set. Add one for the next service, MOT or lay-up.</p>;
    return (
      <Stack gap={1}>
        {open.map((reminder) => (
          <Card key={reminder.id}>
            <Cluster justify="between">
              <Stack gap={0.5}>
                <Cluster gap={1}>
                  <strong>{reminder.title}</strong>
                  <ReminderStateBadge state={reminder.state} />
                  {describeSnooze(reminder) ? (
                    <Badge tone="neutral">{describeSnooze(reminder)}</Badge>
                  ) : null}
                </Cluster>
                <NextDue>{describeDue(reminder)}</NextDue>
                <Muted>
                  {[describeWindow(reminder), describeInterval(reminder)]
                    .filter(Boolean)
                    .join(' · ')}
                </Muted>
              </Stack>
              <Cluster>
                <Button
                  size="sm"
                  aria-label={`Complete ${reminder.title}`}
                  onClick={() => onComplete(reminder)}
                >
                  Complete
                </Button>
                <ReminderSnooze reminder={reminder} />
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete reminder ${reminder.title}`}
                  onClick={() =>
                    deleteReminder.mutate(
                      { id: reminder.id, vehicleId },
                      {
                        onError: (error) =>
                          toast({
                            title: 'Error',
                            description: errorMessage(error),
                            variant: 'destructive',
                          }),
                      },
                    )
                  }
                >
                  Delete
                </Button>
              </Cluster>
            </Cluster>
          </Card>
        ))}
      </Stack>
    );
  };

  return (
    <Section
      title="Reminders"
      actions={
        adding ? null : (
          <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
            Add reminder
          </Button>
        )
      }
    >
      {adding ? (
        <ReminderForm
          vehicleId={vehicleId}
          odometerUnit={odometerUnit}
          onDone={() => setAdding(false)}
        />
      ) : null}
      {body()}
    </Section>
  );
}

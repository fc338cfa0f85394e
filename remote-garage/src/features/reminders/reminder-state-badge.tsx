import { Badge } from '@vg/shared';
import { REMINDER_STATE_LABELS } from '@vg/contract/rules';
import type { ReminderState } from '../../entities/reminders/api/reminder-types';

const TONE: Record<ReminderState, 'error' | 'warning' | 'neutral' | 'success'> = {
  overdue: 'error',
  due: 'warning',
  upcoming: 'neutral',
  completed: 'success',
};

export function ReminderStateBadge({ state }: { state: ReminderState }) {
  return <Badge tone={TONE[state]}>{REMINDER_STATE_LABELS[state]}</Badge>;
}

import { Badge } from '@vg/shared';
import type { ReminderState } from '../../entities/reminders/api/reminder-types';

const STATE: Record<
  ReminderState,
  { label: string; tone: 'error' | 'warning' | 'neutral' | 'success' }
> = {
  overdue: { label: 'Overdue', tone: 'error' },
  due: { label: 'Due soon', tone: 'warning' },
  upcoming: { label: 'Upcoming', tone: 'neutral' },
  completed: { label: 'Done', tone: 'success' },
};

export function ReminderStateBadge({ state }: { state: ReminderState }) {
  return <Badge tone={STATE[state].tone}>{STATE[state].label}</Badge>;
}

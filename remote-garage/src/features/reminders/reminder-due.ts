import { formatDate, formatOdometer } from '../../lib/format';
import type { Reminder } from '../../entities/reminders/api/reminder-types';

// How a reminder's due point reads is written once, for these screens and the member's rendered
// dashboard (@vg/contract/rules reminders.ts).
export { describeDue } from '@vg/contract/rules';

export function describeInterval(
  reminder: Pick<Reminder, 'intervalMonths' | 'intervalDistance' | 'odometerUnit'>,
): string | null {
  const parts = [
    reminder.intervalMonths
      ? `${reminder.intervalMonths} month${reminder.intervalMonths === 1 ? '' : 's'}`
      : null,
    reminder.intervalDistance
      ? formatOdometer(reminder.intervalDistance, reminder.odometerUnit)
      : null,
  ].filter(Boolean);
  return parts.length ? `Repeats every ${parts.join(' or ')}` : null;
}

/** 'You hear of it 14 days or 500 mi before' (only the halves the reminder is due by). */
export function describeWindow(
  reminder: Pick<
    Reminder,
    'dueOn' | 'dueOdometer' | 'odometerUnit' | 'remindDaysBefore' | 'remindDistanceBefore'
  >,
): string | null {
  const days = reminder.dueOn
    ? reminder.remindDaysBefore === 0
      ? 'on the day'
      : `${reminder.remindDaysBefore} day${reminder.remindDaysBefore === 1 ? '' : 's'} before`
    : null;
  const distance =
    reminder.dueOdometer !== null
      ? reminder.remindDistanceBefore === 0
        ? 'at the reading'
        : `${formatOdometer(reminder.remindDistanceBefore, reminder.odometerUnit)} before`
      : null;
  const parts = [days, distance].filter(Boolean);
  return parts.length ? `You hear of it ${parts.join(' or ')}` : null;
}

/** 'Snoozed until 2 Dec 2026' / 'Snoozed until 53,000 mi', or null when not snoozed. */
export function describeSnooze(
  reminder: Pick<Reminder, 'snoozedUntil' | 'snoozedUntilOdometer' | 'odometerUnit'>,
): string | null {
  if (reminder.snoozedUntil) return `Snoozed until ${formatDate(reminder.snoozedUntil)}`;
  if (reminder.snoozedUntilOdometer !== null)
    return `Snoozed until ${formatOdometer(reminder.snoozedUntilOdometer, reminder.odometerUnit)}`;
  return null;
}

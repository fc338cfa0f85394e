export type ReminderState = 'overdue' | 'due' | 'upcoming' | 'completed';

/** The garage API's reminder (api/src/features/garage/reminders/reminder-schemas.ts). */
export interface Reminder {
  id: string;
  vehicleId: string;
  vehicleTitle: string;
  title: string;
  category: string;
  dueOn: string | null;
  dueOdometer: number | null;
  odometerUnit: string;
  intervalMonths: number | null;
  intervalDistance: number | null;
  state: ReminderState;
  completedAt: string | null;
  completedRecordId: string | null;
}

export interface ReminderInput {
  title: string;
  dueOn: string | null;
  dueOdometer: number | null;
  intervalMonths: number | null;
  intervalDistance: number | null;
}

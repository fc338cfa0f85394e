// The reminder shapes are the API's own (@vg/contract).
export type {
  Reminder,
  ReminderInput,
  ReminderState,
  SnoozePeriod,
  SnoozeReminderInput,
} from '@vg/contract';

// The API's notification window when the owner does not choose one (the contract's
// REMINDER_DEFAULT_DAYS_BEFORE and REMINDER_DEFAULT_DISTANCE_BEFORE: a screen imports the
// contract's types only, so the form spells the values it pre-fills).
export const DEFAULT_REMIND_DAYS_BEFORE = 14;
export const DEFAULT_REMIND_DISTANCE_BEFORE = 500;

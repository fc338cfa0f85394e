// The reminder shapes are the API's own (@vg/contract).
export type { Reminder, ReminderInput, ReminderState } from '@vg/contract';

// What a maintenance record or a reminder is about: both records.ts and reminders.ts use it.
export const MAINTENANCE_CATEGORIES = [
  'service',
  'repair',
  'inspection',
  'restoration',
  'lay_up',
  'recommission',
  'other',
] as const;
export type MaintenanceCategory = (typeof MAINTENANCE_CATEGORIES)[number];

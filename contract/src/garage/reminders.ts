import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';
import { IsoDate, Odometer, StringEnum } from './common.js';
import { MAINTENANCE_CATEGORIES } from './maintenance-categories.js';

export const REMINDER_STATES = ['overdue', 'due', 'upcoming', 'completed'] as const;
export type ReminderState = (typeof REMINDER_STATES)[number];

export const ReminderInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    category: Type.Optional(StringEnum(MAINTENANCE_CATEGORIES)),
    dueOn: Type.Optional(Nullable(IsoDate)),
    dueOdometer: Type.Optional(Nullable(Odometer)),
    intervalMonths: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 240 }))),
    intervalDistance: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1_000_000 }))),
    /** Notify this many days before `dueOn` (default REMINDER_DEFAULT_DAYS_BEFORE; 0: on the day). */
    remindDaysBefore: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 365,
        errorMessages: { minimum: 'Use 0 or more days.', maximum: 'Use at most 365 days.' },
      }),
    ),
    /**
     * Notify this far before `dueOdometer`, in the vehicle's unit (miles or km; default
     * REMINDER_DEFAULT_DISTANCE_BEFORE; 0: at the reading).
     */
    remindDistanceBefore: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 100_000,
        errorMessages: { minimum: 'Use 0 or more.', maximum: 'Use at most 100000.' },
      }),
    ),
  },
  { additionalProperties: false },
);
export type ReminderInput = Static<typeof ReminderInput>;

/** The notification window when the owner does not choose one. */
export const REMINDER_DEFAULT_DAYS_BEFORE = 14;
export const REMINDER_DEFAULT_DISTANCE_BEFORE = 500;

export const SNOOZE_PERIODS = ['week', 'month'] as const;
export type SnoozePeriod = (typeof SNOOZE_PERIODS)[number];

/**
 * `POST /api/v1/reminders/:id/snooze`: `{ until: 'week' | 'month' }` (from today) or
 * `{ untilOdometer: n }` (until the vehicle reads n). Exactly one of the two; otherwise 422 naming
 * `until`. Answers the reminder. A snoozed reminder is not notified (due or overdue) until the snooze
 * ends; then it is notified again once, as a new occurrence.
 */
export const SnoozeReminderInput = Type.Object(
  {
    until: Type.Optional(StringEnum(SNOOZE_PERIODS)),
    untilOdometer: Type.Optional(Odometer),
  },
  { additionalProperties: false },
);
export type SnoozeReminderInput = { until: SnoozePeriod } | { untilOdometer: number };

export const Reminder = Type.Object({
  id: Type.String(),
  vehicleId: Type.String(),
  vehicleTitle: Type.String(),
  title: Type.String(),
  category: Type.String(),
  dueOn: Nullable(Type.String()),
  dueOdometer: Nullable(Type.Integer()),
  odometerUnit: Type.String(),
  intervalMonths: Nullable(Type.Integer()),
  intervalDistance: Nullable(Type.Integer()),
  remindDaysBefore: Type.Integer(),
  remindDistanceBefore: Type.Integer(),
  /** Snoozed until this day (ISO date) or this reading; null when not snoozed or the snooze ended. */
  snoozedUntil: Nullable(Type.String()),
  snoozedUntilOdometer: Nullable(Type.Integer()),
  state: StringEnum(REMINDER_STATES),
  completedAt: Nullable(Type.String()),
  completedRecordId: Nullable(Type.String()),
  /** The cost of keeping whose renewal this is (docs/product.md#costs-of-keeping), if any. */
  costId: Type.Optional(Nullable(Type.String())),
});
export type Reminder = Static<typeof Reminder>;

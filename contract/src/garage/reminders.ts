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
  },
  { additionalProperties: false },
);
export type ReminderInput = Static<typeof ReminderInput>;

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
  state: StringEnum(REMINDER_STATES),
  completedAt: Nullable(Type.String()),
  completedRecordId: Nullable(Type.String()),
});
export type Reminder = Static<typeof Reminder>;

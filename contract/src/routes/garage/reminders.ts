import { MaintenanceInput, MaintenanceRecord } from '../../garage/records.js';
import { Reminder, ReminderInput, SnoozeReminderInput } from '../../garage/reminders.js';
import { VehicleIdParams } from '../../garage/common.js';
import { DataOf, IdParams, NoContent, PageOf, withErrors } from '../../http.js';
import { defineRoutes } from '../route-spec.js';

// A vehicle's reminders: set, snoozed, completed (which logs the maintenance) or dropped.

export const reminderRouteTable = defineRoutes({
  'GET /vehicles/:vehicleId/reminders': {
    tags: ['reminders'],
    summary: "A vehicle's reminders: open ones by due date, then the completed",
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    response: withErrors({ 200: PageOf(Reminder) }),
  },
  'POST /vehicles/:vehicleId/reminders': {
    tags: ['reminders'],
    summary: 'Remind by date, by reading, or whichever comes first; optionally recurring',
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    body: ReminderInput,
    response: withErrors({ 201: DataOf(Reminder) }),
  },
  'POST /reminders/:id/complete': {
    tags: ['reminders'],
    summary: 'Complete a reminder: logs the maintenance record and schedules the next if it recurs',
    security: [{ bearer: [] }],
    params: IdParams,
    body: MaintenanceInput,
    response: withErrors({ 201: DataOf(MaintenanceRecord) }),
  },
  'POST /reminders/:id/snooze': {
    tags: ['reminders'],
    summary: 'Snooze a reminder for a week, a month, or until a reading',
    security: [{ bearer: [] }],
    params: IdParams,
    body: SnoozeReminderInput,
    response: withErrors({ 200: DataOf(Reminder) }),
  },
  'DELETE /reminders/:id': {
    tags: ['reminders'],
    summary: 'Delete a reminder',
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 204: NoContent }),
  },
});

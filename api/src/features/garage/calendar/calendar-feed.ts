import ical, { type ICalCalendar } from 'ical-generator';
import type { Db } from '../../../db/database.js';
import { isoDate, todayIso } from '../common/dates.js';
import { vehicleTitle } from '../vehicles/vehicle-mapper.js';

/** An open reminder as the feed tells it: its title, its car, its day. Never a cost or a note. */
interface FeedReminder {
  id: string;
  vehicle_id: string;
  title: string;
  due_on: string | null;
  snoozed_until: string | null;
  created_at: Date;
  updated_at: Date;
  model_year: number | null;
  make: string;
  model: string;
  variant: string | null;
}

/** The member's open reminders (one car's when `vehicleId` is given), each with its car's name. */
export function feedReminders(db: Db, userId: string, vehicleId: string | undefined) {
  return db
    .selectFrom('reminders')
    .innerJoin('vehicles', 'vehicles.id', 'reminders.vehicle_id')
    .select([
      'reminders.id',
      'reminders.vehicle_id',
      'reminders.title',
      isoDate('reminders.due_on').as('due_on'),
      isoDate('reminders.snoozed_until').as('snoozed_until'),
      'reminders.created_at',
      'reminders.updated_at',
      'vehicles.model_year',
      'vehicles.make',
      'vehicles.model',
      'vehicles.variant',
    ])
    .where('reminders.user_id', '=', userId)
    .where('vehicles.user_id', '=', userId)
    .where('reminders.completed_at', 'is', null)
    .$if(vehicleId !== undefined, (query) => query.where('reminders.vehicle_id', '=', vehicleId!))
    .orderBy('reminders.due_on')
    .orderBy('reminders.id')
    .execute() as Promise<FeedReminder[]>;
}

const nextDay = (isoDay: string) => {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
};

/**
 * The feed (RFC 5545, written by ical-generator: CRLF, folding, escaping). One all-day VEVENT per
 * open reminder with a day: its due day, or the day a snooze runs to. A reminder due by a reading
 * only has no day and is not in it. The UID names the reminder and the due day it is for, so a
 * calendar keeps one event per occurrence; a snooze moves that event (SEQUENCE goes up with each
 * change, LAST-MODIFIED says when).
 */
export function writeFeed(
  reminders: readonly FeedReminder[],
  origin: string,
  today = todayIso(),
): ICalCalendar {
  const host = new URL(origin).hostname;
  const calendar = ical({
    name: 'Vintage Garage reminders',
    prodId: { company: 'Vintage Garage', product: 'Reminders', language: 'EN' },
    ttl: 60 * 60,
  });
  for (const reminder of reminders) {
    const snoozed =
      reminder.snoozed_until && reminder.snoozed_until > today ? reminder.snoozed_until : null;
    const day = snoozed ?? reminder.due_on;
    if (!day) continue;
    calendar.createEvent({
      id: `reminder-${reminder.id}-${reminder.due_on ?? 'reading'}@${host}`,
      start: new Date(`${day}T00:00:00Z`),
      end: nextDay(day),
      allDay: true,
      summary: `${reminder.title}: ${vehicleTitle(reminder)}`,
      url: `${origin.replace(/\/$/, '')}/vehicles/${reminder.vehicle_id}?tab=maintenance`,
      sequence: Math.max(
        0,
        Math.floor((reminder.updated_at.getTime() - reminder.created_at.getTime()) / 1000),
      ),
      lastModified: reminder.updated_at,
      stamp: new Date(),
    });
  }
  return calendar;
}

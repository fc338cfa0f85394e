import { FormatRegistry, TypeRegistry, type TObject, type Static } from '@sinclair/typebox';
import { ValueErrorType } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import { isCalendarDay, isCalendarInstant } from '../../../http/calendar.js';

// An archive is the keeper's file, not the API's answer: each thing in it is held to the schema the
// API holds the same thing to when it is typed in (the contract's *Input), field by field, before a
// row is written. What fails is refused with where it is, and the rest of the car still comes.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The contract's string unions are JSON Schema enums (StringEnum, an Unsafe type): checked as such.
if (!TypeRegistry.Has('Unsafe'))
  TypeRegistry.Set('Unsafe', (schema: { type?: string; enum?: unknown[] }, value) => {
    if (schema.type === 'string' && typeof value !== 'string') return false;
    return !schema.enum || schema.enum.includes(value);
  });
if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', isCalendarDay);
if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', isCalendarInstant);
if (!FormatRegistry.Has('uuid')) FormatRegistry.Set('uuid', (value) => UUID.test(value));

const KEYWORDS: Partial<Record<ValueErrorType, string>> = {
  [ValueErrorType.StringFormat]: 'format',
  [ValueErrorType.StringPattern]: 'pattern',
  [ValueErrorType.NumberMinimum]: 'minimum',
  [ValueErrorType.NumberMaximum]: 'maximum',
  [ValueErrorType.StringMinLength]: 'minLength',
  [ValueErrorType.StringMaxLength]: 'maxLength',
};

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

/** The schema's own fields of `source` (an answer has more), checked against the schema. */
export function inputOf<S extends TObject>(
  schema: S,
  source: unknown,
  extra: Record<string, unknown> = {},
): Checked<Static<S>> {
  if (typeof source !== 'object' || source === null || Array.isArray(source))
    return { ok: false, reason: 'it is not a record' };
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(schema.properties)) {
    const value = (source as Record<string, unknown>)[key];
    if (value !== undefined) picked[key] = value;
  }
  Object.assign(picked, extra);
  const error = Value.Errors(schema, picked).First();
  if (error) {
    const field = error.path.replace(/^\//, '').replaceAll('/', '.') || 'it';
    // The contract's own words where it has them ('This day does not exist in the calendar.').
    const own = (error.schema as { errorMessages?: Record<string, string> }).errorMessages;
    const keyword = KEYWORDS[error.type];
    const worded = keyword ? own?.[keyword] : undefined;
    return { ok: false, reason: worded ?? `${field}: ${error.message.toLowerCase()}` };
  }
  return { ok: true, value: picked as Static<S> };
}

/** An archive's list (maintenance.json, fuel.json…): an array, or nothing. */
export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

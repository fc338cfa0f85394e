import { ApiError } from '@vg/shared';

export type FieldErrors = Record<string, string>;

export const NETWORK_FAILURE_MESSAGE =
  'We could not reach Vintage Garage. Check your connection and try again.';
const UNKNOWN_FAILURE_MESSAGE = 'Something went wrong. Please try again.';

/**
 * Splits a failed call into reasons for the fields this form shows and a form-level message. The
 * server repeats the first field's reason as its message, so that message is only shown when some
 * reason has no field here to sit next to. Nested paths ('parts.0.description') keep their dots.
 */
export function splitServerError(error: unknown, formFields: readonly string[]) {
  if (!(error instanceof ApiError))
    return { fields: {} as FieldErrors, message: errorMessage(error) };
  const fields: FieldErrors = {};
  let unplaced = false;
  for (const [name, reason] of Object.entries(error.fields ?? {})) {
    const root = name.split('.')[0] ?? name;
    if (formFields.includes(name) || formFields.includes(root)) fields[name] = reason;
    else unplaced = true;
  }
  const placedAll = Object.keys(fields).length > 0 && !unplaced;
  return { fields, message: placedAll ? null : error.message };
}

/** A failure in words, for a toast or an error panel. */
export function errorMessage(error: unknown): string {
  if (error instanceof TypeError) return NETWORK_FAILURE_MESSAGE;
  return error instanceof Error && error.message ? error.message : UNKNOWN_FAILURE_MESSAGE;
}

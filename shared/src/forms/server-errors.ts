import { ApiError } from '@vg/shared';

/** A reason per field name; nested fields keep their path ('parts.0.description'). */
export type FieldErrors = Record<string, string>;

export interface SplitServerError {
  /** Reasons for fields the form shows, to render next to them. */
  fields: FieldErrors;
  /** What belongs to the form as a whole; null when every reason found its field. */
  message: string | null;
}

export const NETWORK_FAILURE_MESSAGE =
  'We could not reach Vintage Garage. Check your connection and try again.';
const UNKNOWN_FAILURE_MESSAGE = 'Something went wrong. Please try again.';

/**
 * Splits a failed call into reasons for the fields this form shows (the server's `error.fields`)
 * and a form-level message. The server repeats the first field's reason as its message, so that
 * message is shown only when some reason has no field here to sit next to. A nested path belongs
 * to the form when its first segment does.
 */
export function splitServerError(error: unknown, formFields: readonly string[]): SplitServerError {
  if (!(error instanceof ApiError)) return { fields: {}, message: errorMessage(error) };
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

/** A failure in words, for a toast, a summary or an error panel. */
export function errorMessage(error: unknown): string {
  // fetch rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return NETWORK_FAILURE_MESSAGE;
  return error instanceof Error && error.message ? error.message : UNKNOWN_FAILURE_MESSAGE;
}

/**
 * The message the server put in its answer, or null when there was none: no answer at all
 * (network failure), or an answer without a JSON error, for which the API client composes
 * 'HTTP {status}' itself.
 */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.message) return null;
  return error.message === `HTTP ${error.status}` ? null : error.message;
}

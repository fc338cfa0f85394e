import { expireSession, isSessionExpiryMessage } from '../session/session-expiry';
import type { ApiErrorBody } from '../contract';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Per-field reasons from the server's `error.fields`, for showing next to form fields. */
  readonly fields?: Record<string, string>;

  constructor(status: number, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    if (fields) this.fields = fields;
  }
}

export interface FailedAnswer {
  status: number;
  statusText: string;
  bodyText: string;
}

function parseErrorBody(bodyText: string): Partial<ApiErrorBody> | null {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<ApiErrorBody>) : null;
  } catch {
    return null;
  }
}

// Every helper funnels its failures through here, so an expired token ends the session
// whichever helper happened to notice it first.
function raise(error: ApiError): ApiError {
  if (error.status === 401 && isSessionExpiryMessage(error.message)) expireSession();
  return error;
}

/** Spec section 8, JSON helper and query fetcher: '401: {message|Unauthorized}', else the best text. */
export function jsonAnswerError({ status, statusText, bodyText }: FailedAnswer): ApiError {
  const serverError = parseErrorBody(bodyText)?.error;
  const serverMessage = serverError?.message;
  const message =
    status === 401
      ? `401: ${serverMessage || 'Unauthorized'}`
      : serverMessage || statusText || `HTTP ${status}`;
  return raise(new ApiError(status, message, serverError?.fields));
}

/** Spec section 8, raw helpers: '{status}: {body text or status text}'. */
export function rawAnswerError({ status, statusText, bodyText }: FailedAnswer): ApiError {
  const fields = parseErrorBody(bodyText)?.error?.fields;
  return raise(new ApiError(status, `${status}: ${bodyText || statusText}`, fields));
}

import { expireSession, isSessionExpiryMessage } from '../session/session-expiry';
import type { ApiErrorBody } from '../contract';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Per-field reasons from the server's `error.fields`, for showing next to form fields. */
  readonly fields?: Record<string, string>;
  /** The server's own `error.message`, when it sent one: callers with a fallback text of their
   * own (e.g. 'Failed to submit feedback') use it instead of a status text. */
  readonly serverMessage?: string;

  constructor(
    status: number,
    message: string,
    fields?: Record<string, string>,
    serverMessage?: string,
  ) {
    super(message);
    this.status = status;
    if (fields) this.fields = fields;
    if (serverMessage) this.serverMessage = serverMessage;
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

/** JSON helper and query fetcher (docs/product.md#api-client): '401: {message|Unauthorized}', else the best text. */
export function jsonAnswerError({ status, statusText, bodyText }: FailedAnswer): ApiError {
  const serverError = parseErrorBody(bodyText)?.error;
  const serverMessage = serverError?.message;
  const message =
    status === 401
      ? `401: ${serverMessage || 'Unauthorized'}`
      : serverMessage || statusText || `HTTP ${status}`;
  return raise(new ApiError(status, message, serverError?.fields, serverMessage));
}

/** Raw helpers (docs/product.md#api-client): '{status}: {body text or status text}'. */
export function rawAnswerError({ status, statusText, bodyText }: FailedAnswer): ApiError {
  const serverError = parseErrorBody(bodyText)?.error;
  return raise(
    new ApiError(
      status,
      `${status}: ${bodyText || statusText}`,
      serverError?.fields,
      serverError?.message,
    ),
  );
}

/** The server's own message, else the caller's fallback (docs/product.md#contact: 'the server's message or ...'). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

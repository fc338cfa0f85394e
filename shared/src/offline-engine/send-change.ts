import {
  ApiError,
  getApiBase,
  getToken,
  uploadWithProgress,
  type ChangeRefusal,
  type QueuedChange,
} from '@vg/shared';

export type SendOutcome =
  | { kind: 'done'; answer: unknown }
  /** No network, a server error or "still being processed": the same change, later. */
  | { kind: 'retry' }
  /** The session ended: the change waits until the same member signs in again. */
  | { kind: 'signed-out' }
  | { kind: 'refused'; refusal: ChangeRefusal };

/** What a status means for a waiting change (docs/adr/0015). */
export function outcomeOf(status: number, body: unknown): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'done', answer: body };
  if (status === 401) return { kind: 'signed-out' };
  // 409 from the Idempotency-Key hook: the same change is being applied right now.
  if (status === 0 || status >= 500 || status === 429 || status === 408 || status === 409)
    return { kind: 'retry' };
  const error = (body as { error?: { message?: string; fields?: Record<string, string> } } | null)
    ?.error;
  return {
    kind: 'refused',
    refusal: {
      status,
      message: error?.message ?? `The server refused this change (${status}).`,
      ...(error?.fields ? { fields: error.fields } : {}),
    },
  };
}

/** As every API call sends them (no-cache, the bearer token), with a JSON body. */
function jsonHeaders(): Record<string, string> {
  const token = getToken();
  return {
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    'Content-Type': 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

function headersOf(change: QueuedChange): Record<string, string> {
  return {
    'Idempotency-Key': change.idempotencyKey,
    ...(change.ifMatch ? { 'If-Match': `"${change.ifMatch}"` } : {}),
  };
}

async function sendJson(change: QueuedChange): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(`${getApiBase()}${change.path}`, {
      method: change.method,
      headers: { ...jsonHeaders(), ...headersOf(change) },
      body: JSON.stringify(change.body ?? {}),
      credentials: 'include',
    });
  } catch {
    return { kind: 'retry' };
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return outcomeOf(response.status, body);
}

async function sendFiles(
  change: QueuedChange,
  onProgress: (fraction: number) => void,
): Promise<SendOutcome> {
  const form = new FormData();
  for (const [name, value] of Object.entries(change.fields ?? {})) form.append(name, value);
  for (const file of change.files ?? []) form.append(file.field, file.blob, file.name);
  try {
    const answer = await uploadWithProgress(
      `${getApiBase()}${change.path}`,
      form,
      onProgress,
      change.method,
      headersOf(change),
    );
    return { kind: 'done', answer };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'retry' };
    return outcomeOf(error.status, {
      error: { message: error.serverMessage ?? error.message, fields: error.fields },
    });
  }
}

/** Sends one waiting change with its own Idempotency-Key (and If-Match for an update). */
export function sendChange(
  change: QueuedChange,
  onProgress: (fraction: number) => void,
): Promise<SendOutcome> {
  return change.files?.length ? sendFiles(change, onProgress) : sendJson(change);
}

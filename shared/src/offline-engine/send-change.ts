import {
  ApiError,
  getApiBase,
  sendCall,
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

function headersOf(change: QueuedChange): Record<string, string> {
  return {
    'Idempotency-Key': change.idempotencyKey,
    ...(change.ifMatch ? { 'If-Match': `"${change.ifMatch}"` } : {}),
  };
}

/**
 * What a failed send means, read from the API client's ApiError. Anything else (no network, an
 * answer that is not the API's, such as a Wi-Fi sign-in page) means the change did not arrive.
 */
function outcomeOfFailure(error: unknown): SendOutcome {
  if (!(error instanceof ApiError)) return { kind: 'retry' };
  return outcomeOf(error.status, {
    error: { message: error.serverMessage, fields: error.fields },
  });
}

/** Through the API client, as every call goes: the member's token, no-cache, errors read alike. */
async function sendJson(change: QueuedChange): Promise<SendOutcome> {
  try {
    const answer = await sendCall({
      method: change.method,
      path: change.path,
      body: change.body ?? {},
      headers: headersOf(change),
    });
    return { kind: 'done', answer };
  } catch (error) {
    return outcomeOfFailure(error);
  }
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
    return outcomeOfFailure(error);
  }
}

/** Sends one waiting change with its own Idempotency-Key (and If-Match for an update). */
export function sendChange(
  change: QueuedChange,
  onProgress: (fraction: number) => void,
): Promise<SendOutcome> {
  return change.files?.length ? sendFiles(change, onProgress) : sendJson(change);
}

import { getToken } from '../session/token-storage';

/**
 * Headers every API call sends: no-cache (answers depend on who asks, so a browser cache must
 * not replay them), a bearer token when one exists, and a JSON content type only with a JSON body.
 */
export function requestHeaders({ jsonBody = false } = {}): Record<string, string> {
  const headers: Record<string, string> = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' };
  if (jsonBody) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** A fetch init for `body`: JSON-encoded, or FormData as is so the browser sets its boundary. */
export function requestInit(method: string, body?: unknown): RequestInit {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const isJson = body !== undefined && !isForm;
  return {
    method,
    headers: requestHeaders({ jsonBody: isJson }),
    body: isJson ? JSON.stringify(body) : (body as FormData | undefined),
    credentials: 'include',
  };
}

/** Parses an answer's text as JSON; an empty answer (204) is `undefined`. */
export function parseJsonText(text: string): unknown {
  return text === '' ? undefined : JSON.parse(text);
}

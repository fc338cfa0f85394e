import { getApiBase } from './api-base';
import { jsonAnswerError } from './api-error';
import { parseJsonText, requestInit } from './request-init';

/** Fetches `url` and resolves the untouched answer once it is ok; else the JSON helper's ApiError. */
export async function fetchOk(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) {
    const bodyText = await response.text();
    throw jsonAnswerError({ status: response.status, statusText: response.statusText, bodyText });
  }
  return response;
}

/** Fetches `url` and reads the answer as JSON, throwing the JSON helper's ApiError on failure. */
export async function fetchJson(url: string, init: RequestInit): Promise<unknown> {
  return parseJsonText(await (await fetchOk(url, init)).text());
}

/** The JSON helper (docs/product.md#api-client): `path` is relative to the API base ('/auth/user'). */
export async function apiRequest<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const relativePath = path.startsWith('/') ? path : `/${path}`;
  return (await fetchJson(`${getApiBase()}${relativePath}`, requestInit(method, body))) as T;
}

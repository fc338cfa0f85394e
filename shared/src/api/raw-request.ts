import { rawAnswerError } from './api-error';
import { requestInit } from './request-init';

/**
 * The raw helper (docs/product.md#api-client): full URL, JSON or multipart body, bearer token and cookies.
 * Resolves the untouched Response (for blobs, headers, streaming) once it is known to be ok.
 */
export async function rawRequest(
  method: string,
  url: string,
  body?: unknown | FormData,
): Promise<Response> {
  const response = await fetch(url, requestInit(method, body));
  if (!response.ok) {
    const bodyText = await response.text();
    throw rawAnswerError({ status: response.status, statusText: response.statusText, bodyText });
  }
  return response;
}

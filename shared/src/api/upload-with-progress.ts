import { ApiError, rawAnswerError } from './api-error';
import { parseJsonText, requestHeaders } from './request-init';

/**
 * A multipart upload that reports progress as a fraction from 0 to 1. It uses XMLHttpRequest
 * because fetch exposes no upload progress; token, cookies and error texts match rawRequest.
 */
export function uploadWithProgress(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  method = 'POST',
  /** More headers: the offline queue's Idempotency-Key (docs/adr/0015). */
  extraHeaders: Record<string, string> = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries({ ...requestHeaders(), ...extraHeaders })) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(
          rawAnswerError({
            status: xhr.status,
            statusText: xhr.statusText,
            bodyText: xhr.responseText,
          }),
        );
        return;
      }
      onProgress(1);
      try {
        resolve(parseJsonText(xhr.responseText));
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener('error', () => {
      reject(new ApiError(0, 'Network error: the upload did not reach the server'));
    });
    xhr.addEventListener('abort', () => {
      reject(new ApiError(0, 'The upload was cancelled'));
    });
    xhr.send(form);
  });
}

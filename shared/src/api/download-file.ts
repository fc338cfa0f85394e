import type { ApiRouteKey } from '@vg/contract';
import { callApiForFile, type ApiArgs } from './call-api';

/** Hands a file to the browser as a download under its own name. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked at once, some browsers lose the download they had not begun reading yet.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The name an answer gives its file (Content-Disposition), else `fallbackName`. */
export function fileNameOf(response: Response, fallbackName: string): string {
  return (
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    fallbackName
  );
}

/**
 * Fetches a file the API serves only with the member's token (so no plain link can fetch it)
 * through the typed client, and saves it under the name the answer gives: a vehicle's CSV, the
 * account's export archive.
 */
export async function downloadFile<K extends ApiRouteKey>(
  fallbackName: string,
  key: K,
  ...args: ApiArgs<K>
): Promise<void> {
  const response = await callApiForFile(key, ...args);
  saveFile(await response.blob(), fileNameOf(response, fallbackName));
}

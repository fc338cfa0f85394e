import { rawRequest } from './raw-request';

/**
 * Fetches a file the API serves only with the member's token (so no plain link can fetch it) and
 * saves it under the name the answer gives: a vehicle's CSV, the account's export archive.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const response = await rawRequest('GET', url);
  const fileName =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    fallbackName;
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(objectUrl);
}

import { apiPath, getApiBase, rawRequest } from '@vg/shared';
import type { DossierInput } from '@vg/contract';

export interface MadeDossier {
  code: string;
  fileName: string;
  pdf: Blob;
}

/** How far the download is: `total` is the answer's Content-Length (null if the server sent none). */
export interface DossierProgress {
  received: number;
  total: number | null;
}

const fileNameOf = (disposition: string | null) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'sale-dossier.pdf';

/**
 * POST /api/v1/vehicles/:id/dossiers, read as a stream so the page can show how much of the PDF has
 * arrived (docs/product.md#sale-dossier). The server sends its length, so the bar is a real fraction.
 */
export async function makeDossier(
  vehicleId: string,
  input: DossierInput,
  onProgress: (progress: DossierProgress) => void,
): Promise<MadeDossier> {
  const response = await rawRequest(
    'POST',
    `${getApiBase()}${apiPath('POST /vehicles/:vehicleId/dossiers', { vehicleId })}`,
    input,
  );
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress({ received, total });
    }
  } else {
    chunks.push(new Uint8Array(await response.arrayBuffer()));
  }
  return {
    code: response.headers.get('x-dossier-code') ?? '',
    fileName: fileNameOf(response.headers.get('content-disposition')),
    pdf: new Blob(chunks, { type: 'application/pdf' }),
  };
}

/** Hands the PDF to the browser as a download with its own name. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

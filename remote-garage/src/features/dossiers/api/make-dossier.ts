import { callApiForFile, fileNameOf } from '@vg/shared';
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

/**
 * POST /api/v1/vehicles/:id/dossiers, read as a stream so the page can show how much of the PDF has
 * arrived (docs/product.md#sale-dossier). The server sends its length, so the bar is a real fraction.
 */
export async function makeDossier(
  vehicleId: string,
  input: DossierInput,
  onProgress: (progress: DossierProgress) => void,
): Promise<MadeDossier> {
  const response = await callApiForFile('POST /vehicles/:vehicleId/dossiers', {
    params: { vehicleId },
    body: input,
  });
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
    fileName: fileNameOf(response, 'sale-dossier.pdf'),
    pdf: new Blob(chunks, { type: 'application/pdf' }),
  };
}

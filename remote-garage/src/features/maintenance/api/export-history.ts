import { useMutation } from '@tanstack/react-query';
import { getApiBase, rawRequest } from '@vg/shared';

/** GET /api/v1/vehicles/:id/history.csv, saved as a file (the token goes in a header, so no plain link). */
export async function downloadHistoryCsv(vehicleId: string): Promise<void> {
  const response = await rawRequest(
    'GET',
    `${getApiBase()}/vehicles/${encodeURIComponent(vehicleId)}/history.csv`,
  );
  const fileName =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'history.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function useDownloadHistoryCsv() {
  return useMutation({ mutationFn: downloadHistoryCsv });
}

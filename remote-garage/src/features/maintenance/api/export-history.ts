import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@vg/shared';

/** GET /api/v1/vehicles/:id/history.csv, saved as a file (the token goes in a header, so no plain link). */
export async function downloadHistoryCsv(vehicleId: string): Promise<void> {
  await downloadFile('history.csv', 'GET /vehicles/:vehicleId/history.csv', {
    params: { vehicleId },
  });
}

export function useDownloadHistoryCsv() {
  return useMutation({ mutationFn: downloadHistoryCsv });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, downloadFile } from '@vg/shared';
import { accountExportKeys } from '../../../lib/query-keys';

/** While an archive is being made its progress is asked for every second; otherwise not at all. */
const POLL_MS = 1000;

/** GET /api/v1/profile/export: the latest export and its progress, null before the first. */
export function useAccountExport() {
  return useQuery({
    queryKey: accountExportKeys.detail,
    queryFn: async () => (await callApi('GET /profile/export')).data,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'queued' || status === 'working' ? POLL_MS : false;
    },
  });
}

/** POST /api/v1/profile/export: answers the export now under way, which is the latest one. */
export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callApi('POST /profile/export')).data,
    onSuccess: (started) => queryClient.setQueryData(accountExportKeys.detail, started),
  });
}

/** GET /api/v1/profile/export/archive: the ZIP, saved as a file (not JSON). */
export function useDownloadExport() {
  return useMutation({
    mutationFn: () => downloadFile('vintage-garage-export.zip', 'GET /profile/export/archive'),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountExport } from '@vg/contract';
import { apiRequest, downloadFile, getApiBase, unwrapData } from '@vg/shared';

export const accountExportKey = ['/api/v1/profile/export'] as const;

/** While an archive is being made its progress is asked for every second; otherwise not at all. */
const POLL_MS = 1000;

export function useAccountExport() {
  return useQuery({
    queryKey: accountExportKey,
    queryFn: async () =>
      unwrapData<AccountExport | null>(await apiRequest('GET', '/profile/export')),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'queued' || status === 'working' ? POLL_MS : false;
    },
  });
}

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrapData<AccountExport>(await apiRequest('POST', '/profile/export')),
    onSuccess: (started) => queryClient.setQueryData(accountExportKey, started),
  });
}

export function useDownloadExport() {
  return useMutation({
    mutationFn: () =>
      downloadFile(`${getApiBase()}/profile/export/archive`, 'vintage-garage-export.zip'),
  });
}

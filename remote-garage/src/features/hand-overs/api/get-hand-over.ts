import { useQuery } from '@tanstack/react-query';
import { apiQueryKey, callApi } from '@vg/shared';
import type { HandOver } from '@vg/contract';

/** GET /api/v1/hand-overs/:code: the car and what goes with it, before the buyer accepts. */
export async function getHandOver(code: string): Promise<HandOver> {
  return (await callApi('GET /hand-overs/:code', { params: { code } })).data;
}

export function useHandOver(code: string) {
  return useQuery({
    queryKey: apiQueryKey('GET /hand-overs/:code', { params: { code } }),
    queryFn: () => getHandOver(code),
    // A code that offers nothing says so at once: asking again will not change it.
    retry: false,
  });
}

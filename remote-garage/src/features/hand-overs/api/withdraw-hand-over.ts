import { useMutation } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { HandOver } from '@vg/contract';

/** POST /api/v1/hand-overs/:code/withdraw: the code stops working at once. */
export async function withdrawHandOver(code: string): Promise<HandOver> {
  return (await callApi('POST /hand-overs/:code/withdraw', { params: { code } })).data;
}

export const useWithdrawHandOver = () => useMutation({ mutationFn: withdrawHandOver });

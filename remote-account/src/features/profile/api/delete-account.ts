import { useMutation } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { DeleteAccountBody } from '@vg/contract';

/** DELETE /api/v1/profile: removes the account with all its data (204). */
export const deleteAccountMutationKey = ['profile', 'delete'] as const;

export async function deleteAccount(body: DeleteAccountBody): Promise<void> {
  await callApi('DELETE /profile/', { body });
}

export function useDeleteAccount() {
  return useMutation({ mutationKey: deleteAccountMutationKey, mutationFn: deleteAccount });
}

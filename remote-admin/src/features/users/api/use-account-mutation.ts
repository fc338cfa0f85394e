import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@vg/shared';
import { accountQueryKeys, type AdminUser } from './admin-user';

/**
 * A change to one account: on success the account lists and counts are refetched and a toast
 * says what happened; a failure is left to the caller (a form shows it next to its field).
 */
export function useAccountMutation<Variables>(
  change: (variables: Variables) => Promise<AdminUser>,
  successTitle: (user: AdminUser) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (user) => {
      toast({ title: successTitle(user), variant: 'success' });
      await Promise.all(
        accountQueryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@vg/shared';
import { showcaseQueryKeys } from './showcase-entry';

/** A change to the showcase: both showcases are refetched and a toast confirms it. */
export function useShowcaseMutation<Variables>(
  change: (variables: Variables) => Promise<unknown>,
  successTitle: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      toast({ title: successTitle, variant: 'success' });
      await Promise.all(
        showcaseQueryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

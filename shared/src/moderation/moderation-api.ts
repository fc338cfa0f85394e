import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, apiQueryKey, callApi, toast } from '@vg/shared';

/** A car as an administrator sees it, keyed by docs/query-keys.md (under ['/api/v1/admin']). */
export const adminVehicleKey = (vehicleId: string) =>
  apiQueryKey('GET /admin/vehicles/:vehicleId', { params: { vehicleId } });

/** GET /api/v1/admin/vehicles/:vehicleId: is the car featured, with which blurb, who keeps it. */
export function useAdminVehicle(vehicleId: string) {
  return useQuery({
    ...apiQuery('GET /admin/vehicles/:vehicleId', { params: { vehicleId } }),
    select: (answer) => answer.data,
  });
}

/**
 * One moderation action: a toast says what happened, and every query on the page is read again,
 * because one action shows in several remotes' lists at once (the car's page, its comments, the
 * showcase, the admin queues and counts), and it is rare enough that refetching all is cheap.
 */
function useModeration<Variables, Answer = unknown>(
  act: (variables: Variables) => Promise<Answer>,
  done: (variables: Variables, answer: Answer) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSuccess: async (answer, variables) => {
      toast({ title: done(variables, answer), variant: 'success' });
      await queryClient.invalidateQueries();
    },
  });
}

export interface FeatureInput {
  vehicleId: string;
  title: string;
  note: string;
}

/**
 * POST /api/v1/admin/showcase: features a public car (again: its blurb is replaced). Without an
 * approved photo it is chosen but not shown yet, and the toast says so (docs/product.md#moderation).
 */
export const useFeatureCar = () =>
  useModeration(
    ({ vehicleId, note }: FeatureInput) =>
      callApi('POST /admin/showcase', { body: { vehicleId, ...(note ? { note } : {}) } }),
    ({ title }, answer) =>
      answer.data.shown
        ? `${title} is in the showcase`
        : `${title} is chosen for the showcase: it appears there once one of its photos is approved`,
  );

/** DELETE /api/v1/admin/showcase/:vehicleId: the car itself is not touched. */
export const useUnfeatureCar = () =>
  useModeration(
    ({ vehicleId }: { vehicleId: string; title: string }) =>
      callApi('DELETE /admin/showcase/:vehicleId', { params: { vehicleId } }),
    ({ title }) => `${title} is no longer in the showcase`,
  );

/** POST /api/v1/admin/comments/:id/hide: hidden from everyone; its open reports are resolved. */
export const useHideComment = () =>
  useModeration(
    ({ id }: { id: string; author: string }) =>
      callApi('POST /admin/comments/:id/hide', { params: { id } }),
    ({ author }) => `The comment by ${author} is hidden`,
  );

/** POST /api/v1/admin/comments/:id/restore: a hidden comment shows again for everyone. */
export const useRestoreComment = () =>
  useModeration(
    ({ id }: { id: string; author: string }) =>
      callApi('POST /admin/comments/:id/restore', { params: { id } }),
    ({ author }) => `The comment by ${author} is shown again`,
  );

/** POST /api/v1/admin/users/:id/suspend {message}: every call the account makes then answers 403. */
export const useSuspendMember = () =>
  useModeration(
    ({ id, message }: { id: string; username: string; message: string }) =>
      callApi('POST /admin/users/:id/suspend', { params: { id }, body: { message } }),
    ({ username }) => `@${username} is suspended`,
  );

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, toast, unwrapData } from '@vg/shared';
import type { AdminVehicle } from '@vg/contract';

/** Every admin-only query of this kit starts here (the admin remote's keys start with 'admin' too). */
export const adminVehicleKey = (vehicleId: string) => ['admin', 'vehicles', vehicleId] as const;

/** GET /api/v1/admin/vehicles/:vehicleId: is the car featured, with which blurb, who keeps it. */
export function useAdminVehicle(vehicleId: string) {
  return useQuery({
    queryKey: adminVehicleKey(vehicleId),
    queryFn: async () =>
      unwrapData<AdminVehicle>(
        await apiRequest('GET', `/admin/vehicles/${encodeURIComponent(vehicleId)}`),
      ),
  });
}

/**
 * One moderation action: a toast says what happened, and every query on the page is read again,
 * because one action shows in several remotes' lists at once (the car's page, its comments, the
 * showcase, the admin queues and counts), and it is rare enough that refetching all is cheap.
 */
function useModeration<Variables>(
  act: (variables: Variables) => Promise<unknown>,
  done: (variables: Variables) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSuccess: async (_answer, variables) => {
      toast({ title: done(variables), variant: 'success' });
      await queryClient.invalidateQueries();
    },
  });
}

export interface FeatureInput {
  vehicleId: string;
  title: string;
  note: string;
}

/** POST /api/v1/admin/showcase: features a public car (again: its blurb is replaced). */
export const useFeatureCar = () =>
  useModeration(
    ({ vehicleId, note }: FeatureInput) =>
      apiRequest('POST', '/admin/showcase', { vehicleId, ...(note ? { note } : {}) }),
    ({ title }) => `${title} is in the showcase`,
  );

/** DELETE /api/v1/admin/showcase/:vehicleId: the car itself is not touched. */
export const useUnfeatureCar = () =>
  useModeration(
    ({ vehicleId }: { vehicleId: string; title: string }) =>
      apiRequest('DELETE', `/admin/showcase/${encodeURIComponent(vehicleId)}`),
    ({ title }) => `${title} is no longer in the showcase`,
  );

/** POST /api/v1/admin/comments/:id/hide: hidden from everyone; its open reports are resolved. */
export const useHideComment = () =>
  useModeration(
    ({ id }: { id: string; author: string }) =>
      apiRequest('POST', `/admin/comments/${encodeURIComponent(id)}/hide`),
    ({ author }) => `The comment by ${author} is hidden`,
  );

/** POST /api/v1/admin/users/:id/suspend {message}: every call the account makes then answers 403. */
export const useSuspendMember = () =>
  useModeration(
    ({ id, message }: { id: string; username: string; message: string }) =>
      apiRequest('POST', `/admin/users/${encodeURIComponent(id)}/suspend`, { message }),
    ({ username }) => `@${username} is suspended`,
  );

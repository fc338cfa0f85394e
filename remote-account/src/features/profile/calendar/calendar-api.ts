import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { CalendarFeed } from '@vg/contract';
import { calendarKeys } from '../../../lib/query-keys';

/**
 * The address is answered only by the call that made it (the first GET, or a renewal); later
 * answers give its date alone. The one this page was given stays on it, however often it asks again.
 */
function keepAddress(queryClient: QueryClient, fresh: CalendarFeed): CalendarFeed {
  const known = queryClient.getQueryData<CalendarFeed>(calendarKeys.detail);
  return !fresh.url && known?.url && known.createdAt === fresh.createdAt ? known : fresh;
}

/** GET /api/v1/profile/calendar: the private reminder feed, made on first asking. */
export function useCalendarFeed() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: calendarKeys.detail,
    queryFn: async () => keepAddress(queryClient, (await callApi('GET /profile/calendar')).data),
  });
}

/** POST /api/v1/profile/calendar/renew: a new address; the old one stops at once. */
export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callApi('POST /profile/calendar/renew')).data,
    onSuccess: (feed) => queryClient.setQueryData(calendarKeys.detail, feed),
  });
}

import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys, vehicleKeys } from '../query-keys';

/**
 * What a write of money on a car changes besides its own list (docs/query-keys.md): the car's cost
 * summary (every range of it) and the dashboard's spending.
 */
export const invalidateSpending = (queryClient: QueryClient, vehicleId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: vehicleKeys.costSummary(vehicleId) }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.spending }),
  ]);

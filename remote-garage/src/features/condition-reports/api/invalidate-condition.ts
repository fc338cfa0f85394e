import type { QueryClient } from '@tanstack/react-query';
import { vehicleKeys } from '../../../entities/query-keys';

/**
 * The latest report is the car's condition: a write changes the reports, the car and the lists
 * that show its condition.
 */
export const invalidateCondition = (queryClient: QueryClient, vehicleId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: vehicleKeys.conditionReports(vehicleId) }),
    queryClient.invalidateQueries({ queryKey: vehicleKeys.detail(vehicleId), exact: true }),
    queryClient.invalidateQueries({ predicate: (query) => vehicleKeys.isList(query.queryKey) }),
  ]);

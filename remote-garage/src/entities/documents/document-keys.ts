import type { QueryClient } from '@tanstack/react-query';
import { photoUsageKeys, searchKeys, vehicleKeys } from '../query-keys';

/**
 * A paper written changes the car's papers (every filtered list under it: a record's own files
 * too) and what a search finds; its bytes count against the member's photo room
 * (docs/product.md#papers), shown by the photos' usage line.
 */
export function invalidateAfterDocumentWrite(queryClient: QueryClient, vehicleId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: vehicleKeys.documents(vehicleId) }),
    queryClient.invalidateQueries({ queryKey: searchKeys.all }),
    queryClient.invalidateQueries({ queryKey: photoUsageKeys.all }),
  ]);
}

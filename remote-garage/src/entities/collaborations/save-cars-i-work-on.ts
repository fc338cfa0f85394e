import { useQueryClient } from '@tanstack/react-query';
import type { Collaboration } from '@vg/contract';
import { useEffect } from 'react';
import { vehicleQueryOptions } from '../vehicles/api/get-vehicle';

/**
 * Each car the member works on is fetched once the garage lists it, so its page is in the cache the
 * offline garage saves (under the vehicles' root, docs/adr/0015) before the signal goes, as a car
 * of their own is once seen. A few cars at most: one request each, and none while fresh.
 */
export function useSaveCarsIWorkOn(cars: Collaboration[]) {
  const queryClient = useQueryClient();
  const ids = cars.map((car) => car.vehicleId).join(',');
  useEffect(() => {
    for (const id of ids ? ids.split(',') : [])
      void queryClient.prefetchQuery({ ...vehicleQueryOptions(id), staleTime: 60_000 });
  }, [ids, queryClient]);
}

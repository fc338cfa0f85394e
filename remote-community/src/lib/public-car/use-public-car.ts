import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import type { Page, PublicVehicle, PublicVehicleView } from '@vg/contract';
import { vehicleCommunityKeys } from '../query-keys';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the conversation under a public car needs to know of it. */
export type PublicCar = Pick<PublicVehicle, 'id' | 'title' | 'ownerUsername'>;

async function findCar(identifier: string, chosenId: string | null): Promise<PublicCar | null> {
  // The same rule as the garage's public page: an id in the path or a choice among several
  // matches (?id=) names the car; a number names it when exactly one public car has it.
  const id = UUID.test(identifier) ? identifier : chosenId;
  if (id) {
    const view = unwrapData<PublicVehicleView>(
      await apiRequest('GET', `/public/vehicles/${encodeURIComponent(id)}`),
    );
    return view.vehicle;
  }
  const matches = await apiRequest<Page<PublicVehicle>>(
    'GET',
    `/public/vehicles/by-identifier/${encodeURIComponent(identifier)}`,
  );
  return matches.data.length === 1 ? (matches.data[0] ?? null) : null;
}

/**
 * The public car a `/public/{vin}` address shows, or null while several cars share the number
 * (the page asks which one first). A missing or private car fails with the API's 404.
 */
export function usePublicCar(identifier: string, chosenId: string | null) {
  return useQuery({
    queryKey: vehicleCommunityKeys.byIdentifier(`${identifier}?${chosenId ?? ''}`),
    queryFn: () => findCar(identifier, chosenId),
    enabled: identifier !== '',
    retry: false,
  });
}

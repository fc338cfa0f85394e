import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@vg/shared';
import type { PublicVehicle } from '@vg/contract';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the conversation under a public car needs to know of it. */
export type PublicCar = Pick<PublicVehicle, 'id' | 'title' | 'ownerUsername'>;

/**
 * The public car a `/public/{vin}` address shows, or null while several cars share the number
 * (the page asks which one first). A missing or private car fails with the API's 404. The same
 * rule as the garage's public page above it, read under the same keys, so the two share answers:
 * an id in the path or a choice among several matches (?id=) names the car; a number names it
 * when exactly one public car has it.
 */
export function usePublicCar(identifier: string, chosenId: string | null) {
  const id = UUID.test(identifier) ? identifier : chosenId;
  const byId = useQuery({
    ...apiQuery('GET /public/vehicles/:id', { params: { id: id ?? '' } }),
    select: (answer): PublicCar | null => answer.data.vehicle,
    enabled: identifier !== '' && id !== null,
    retry: false,
  });
  const byNumber = useQuery({
    ...apiQuery('GET /public/vehicles/by-identifier/:key', { params: { key: identifier } }),
    select: (answer): PublicCar | null =>
      answer.data.length === 1 ? (answer.data[0] ?? null) : null,
    enabled: identifier !== '' && id === null,
    retry: false,
  });
  return id !== null ? byId : byNumber;
}

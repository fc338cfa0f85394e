import type { FeedVehicle } from '@vg/contract';

/**
 * A vehicle as the public sees it (showcase entries, the feed and a member's public vehicles).
 * `publicPath` is where the host shows its public page: '/public/{vin}' or '/public/vehicle/{token}'.
 */
export type PublicVehicle = FeedVehicle;

/**
 * What to call a car: the server's title ('1967 Jaguar E-Type Series 1'), else 'Year Make Model'
 * as a marque register would, leaving out the parts that are missing.
 */
export function vehicleName({
  title,
  year,
  make,
  model,
}: Pick<PublicVehicle, 'title' | 'year' | 'make' | 'model'>): string {
  return title || [year, make, model].filter((part) => part !== null && part !== '').join(' ');
}

/**
 * The host's public page of a vehicle, as the API's showcase spells it: by its identifier
 * (VIN, chassis or serial number), or by id when it has none.
 */
export const publicVehiclePath = (vehicle: { id: string; identifierKey: string | null }) =>
  `/public/${encodeURIComponent(vehicle.identifierKey ?? vehicle.id)}`;

export const userPath = (username: string) => `/user/${encodeURIComponent(username)}`;
